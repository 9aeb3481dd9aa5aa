import type { SignUpDraft } from 'shared-api';
import { Button, TextField } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { SignUpGate } from '../features/sign-in/components/sign-up-gate';
import { StepForm } from '../features/sign-in/components/step-form';
import { useCheckedField } from '../features/sign-in/hooks/use-checked-field';
import { useStepNavigation } from '../features/sign-in/hooks/use-step-navigation';
import { INSTAGRAM_MAX_LENGTH, checkInstagram } from '../features/sign-in/lib/instagram';

export default function InstagramPage() {
  return <SignUpGate step="instagram">{(draft) => <InstagramForm draft={draft} />}</SignUpGate>;
}

function InstagramForm({ draft }: { draft: SignUpDraft }) {
  const { saveAndContinue, back } = useStepNavigation('instagram', draft);
  const handle = useCheckedField(draft.instagram ?? '', checkInstagram, (value) =>
    saveAndContinue({ instagram: value }),
  );

  return (
    <AuthCard
      title="Add your Instagram"
      lead="Optional. It shows on your profile so friends can find you there too."
      step="instagram"
      back={back}
    >
      <StepForm
        onSubmit={handle.submit}
        after={
          <Button variant="ghost" size="lg" onClick={() => saveAndContinue({ instagram: null })}>
            Skip
          </Button>
        }
      >
        <TextField
          label="Instagram handle"
          leading="@"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={INSTAGRAM_MAX_LENGTH + 40}
          value={handle.value}
          // The '@' is drawn before the field already; typing one more would show '@@'.
          onChange={(e) => handle.change(e.target.value.replace(/^@+/, ''))}
          error={handle.error}
          autoFocus
        />
      </StepForm>
    </AuthCard>
  );
}
