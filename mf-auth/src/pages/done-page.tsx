import { useEffect, useRef, useState } from 'react';
import { ButtonLink, Navigate } from 'shared-ui/router';
import { signUpDraft, toUserMessage, useSession } from 'shared-api';
import { ErrorPanel, FullPageLoader, Spinner } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { FinishSignIn } from '../features/sign-in/components/finish-sign-in';
import { useFinishSignIn } from '../features/sign-in/hooks/use-finish-sign-in';
import { createAccount } from '../features/sign-in/lib/create-account';
import {
  AUTH_STEPS,
  canVisit,
  firstMissingStep,
  previousStep,
} from '../features/sign-in/lib/steps';

/**
 * The last step: creates the user from the sign-up draft (POST /users/), then follows the redirect
 * memory. Once creation has started this page alone decides where to go: the session turning
 * "signed in" underneath must not send the person on a second time.
 */
export default function DonePage() {
  const session = useSession();
  const finish = useFinishSignIn();
  const [phase, setPhase] = useState<'waiting' | 'creating' | 'failed'>('waiting');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const draft = signUpDraft.read();
  const ready = session.status === 'needsProfile' && canVisit('done', draft);
  const { token, refreshUser } = session;

  useEffect(() => {
    if (!ready || !token || started.current === attempt) return;
    started.current = attempt;
    setPhase('creating');
    void createAccount(token, signUpDraft.read())
      .then(async () => {
        signUpDraft.clear();
        await refreshUser().catch(() => null); // The app's own gate retries a failed load.
        finish();
      })
      .catch((e: unknown) => {
        setError(toUserMessage(e));
        setPhase('failed');
      });
  }, [ready, token, attempt, refreshUser, finish]);

  if (phase === 'failed') {
    const previous = previousStep('done', draft);
    return (
      <AuthCard title="Almost there" step="done">
        <ErrorPanel
          title="We couldn't create your account"
          message={error ?? undefined}
          onRetry={() => {
            setError(null);
            setPhase('waiting');
            setAttempt((n) => n + 1);
          }}
        />
        {previous && (
          <ButtonLink variant="ghost" to={AUTH_STEPS[previous]}>
            Go back and check your answers
          </ButtonLink>
        )}
      </AuthCard>
    );
  }
  if (phase === 'creating') return <Creating />;
  if (session.status === 'signedOut') return <Navigate to={AUTH_STEPS.phone} replace />;
  if (session.status === 'signedIn') return <FinishSignIn />;
  if (session.status === 'needsProfile' && !canVisit('done', draft)) {
    return <Navigate to={AUTH_STEPS[firstMissingStep(draft)]} replace />;
  }
  return <FullPageLoader />;
}

function Creating() {
  return (
    <AuthCard title="You're all set" lead="Creating your account…" step="done">
      <Spinner label="Creating your account" size="lg" />
    </AuthCard>
  );
}
