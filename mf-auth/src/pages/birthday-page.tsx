import { useMemo } from 'react';
import { type SignUpDraft } from 'shared-api';
import { USER_LIMITS } from 'contract/values';
import { TextField } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { SignUpGate } from '../features/sign-in/components/sign-up-gate';
import { StepForm } from '../features/sign-in/components/step-form';
import { useCheckedField } from '../features/sign-in/hooks/use-checked-field';
import { useStepNavigation } from '../features/sign-in/hooks/use-step-navigation';
import { birthdayBounds, checkBirthday } from '../features/sign-in/lib/birthday';

export default function BirthdayPage() {
  return <SignUpGate step="birthday">{(draft) => <BirthdayForm draft={draft} />}</SignUpGate>;
}

function BirthdayForm({ draft }: { draft: SignUpDraft }) {
  const { saveAndContinue, back } = useStepNavigation('birthday', draft);
  const birthday = useCheckedField(
    draft.birthday ?? '',
    (input) => checkBirthday(input, new Date()),
    (value) => saveAndContinue({ birthday: value }),
  );
  const bounds = useMemo(() => birthdayBounds(new Date()), []);

  return (
    <AuthCard
      title="When's your birthday?"
      lead={`You must be ${USER_LIMITS.minAge} or older to use the app.`}
      step="birthday"
      back={back}
    >
      <StepForm onSubmit={birthday.submit}>
        <TextField
          label="Birthday"
          type="date"
          autoComplete="bday"
          min={bounds.min}
          max={bounds.max}
          hint="Only you can see it. We use it to check your age."
          value={birthday.value}
          onChange={(e) => birthday.change(e.target.value)}
          error={birthday.error}
          autoFocus
        />
      </StepForm>
    </AuthCard>
  );
}
