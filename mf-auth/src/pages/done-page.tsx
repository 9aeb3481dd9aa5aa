import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ApiError, createUser, signUpDraft, useSession } from 'shared-api';
import { Button, ErrorPanel, FullPageLoader } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { useFinishSignIn } from '../features/sign-in/hooks/use-finish-sign-in';
import { AUTH_STEPS } from '../features/sign-in/lib/steps';

/** The last step: creates the user from the sign-up draft, then follows the redirect memory. */
export default function DonePage() {
  const session = useSession();
  const finish = useFinishSignIn();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const draft = signUpDraft.read();
  const { token, refreshUser } = session;

  useEffect(() => {
    if (!token || !draft.name || started.current === attempt) return;
    started.current = attempt;
    createUser(token, { name: draft.name })
      .catch((e: unknown) => {
        // A second tab (or a retry after a lost response) may have created the user already.
        if (!(e instanceof ApiError && e.code === 'user_exists')) throw e;
      })
      .then(async () => {
        await refreshUser();
        signUpDraft.clear();
        finish();
      })
      .catch((e: unknown) =>
        setError(e instanceof Error ? e.message : 'Sorry, something went wrong'),
      );
  }, [token, draft.name, attempt, refreshUser, finish]);

  if (session.status === 'signedOut') return <Navigate to={AUTH_STEPS.phone} replace />;
  if (!draft.name && session.status === 'needsProfile')
    return <Navigate to={AUTH_STEPS.name} replace />;
  if (error) {
    return (
      <AuthCard title="Almost there">
        <ErrorPanel
          title="We couldn't create your account"
          message={error}
          onRetry={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        />
        <Button variant="ghost" onClick={() => window.history.back()}>
          Go back
        </Button>
      </AuthCard>
    );
  }
  return <FullPageLoader />;
}
