import { ButtonLink } from 'shared-ui/router';
import type { SignUpDraft } from 'shared-api';
import { Button } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { SignUpGate } from '../features/sign-in/components/sign-up-gate';
import { useStepNavigation } from '../features/sign-in/hooks/use-step-navigation';
import { instagramProfileUrl } from '../features/sign-in/lib/instagram';
import { AUTH_STEPS } from '../features/sign-in/lib/steps';

export default function ConfirmInstagramPage() {
  return (
    <SignUpGate step="confirmInstagram">{(draft) => <ConfirmInstagram draft={draft} />}</SignUpGate>
  );
}

function ConfirmInstagram({ draft }: { draft: SignUpDraft }) {
  const { saveAndContinue, back } = useStepNavigation('confirmInstagram', draft);
  const handle = draft.instagram ?? '';

  return (
    <AuthCard title="Is this you?" step="confirmInstagram" back={back}>
      <p className="auth-card__handle" data-testid="instagram-handle">
        @{handle}
      </p>
      <p className="auth-card__fine-print">
        <a href={instagramProfileUrl(handle)} target="_blank" rel="noopener noreferrer">
          Open @{handle} on Instagram<span className="ui-visually-hidden"> (opens a new tab)</span>
        </a>
      </p>
      <div className="auth-card__actions">
        <Button
          variant="primary"
          size="lg"
          onClick={() => saveAndContinue({ instagram: handle })}
          autoFocus
        >
          Yes, that's me
        </Button>
        <ButtonLink variant="secondary" size="lg" to={AUTH_STEPS.instagram}>
          Edit handle
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
