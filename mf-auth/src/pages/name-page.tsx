import type { SignUpDraft } from 'shared-api';
import { TextField } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { SignUpGate } from '../features/sign-in/components/sign-up-gate';
import { StepForm } from '../features/sign-in/components/step-form';
import { StartOver } from '../features/sign-in/components/start-over';
import { useCheckedField } from '../features/sign-in/hooks/use-checked-field';
import { useStepNavigation } from '../features/sign-in/hooks/use-step-navigation';
import { NAME_MAX_LENGTH, checkName } from '../features/sign-in/lib/name';

export default function NamePage() {
  return <SignUpGate step="name">{(draft) => <NameForm draft={draft} />}</SignUpGate>;
}

function NameForm({ draft }: { draft: SignUpDraft }) {
  const { saveAndContinue } = useStepNavigation('name', draft);
  const name = useCheckedField(draft.name ?? '', checkName, (value) =>
    saveAndContinue({ name: value }),
  );

  return (
    <AuthCard
      title="What's your name?"
      lead="This is how you'll appear to friends and hosts."
      step="name"
    >
      <StepForm onSubmit={name.submit} after={<StartOver phone={draft.phone} />}>
        <TextField
          label="Your name"
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH + 20}
          value={name.value}
          onChange={(e) => name.change(e.target.value)}
          error={name.error}
          autoFocus
        />
      </StepForm>
    </AuthCard>
  );
}
