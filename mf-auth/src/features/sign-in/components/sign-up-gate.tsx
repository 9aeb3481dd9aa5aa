import type { ReactNode } from 'react';
import { Navigate } from 'shared-ui/router';
import { signUpDraft, useSession, type SignUpDraft } from 'shared-api';
import { ErrorPanel, FullPageLoader } from 'shared-ui';
import { AUTH_STEPS, canVisit, firstMissingStep, type SignUpStep } from '../lib/steps';
import { AuthCard } from './auth-card';
import { FinishSignIn } from './finish-sign-in';

export interface SignUpGateProps {
  step: SignUpStep;
  children: (draft: SignUpDraft) => ReactNode;
}

/**
 * Shows a sign-up step only to someone mid sign-up (a Firebase account, no user record yet) who
 * has answered the steps before it. Everyone else is sent where they belong: the phone step when
 * signed out, back to the app when the account already exists, the first unanswered step when a
 * link or a reload skips ahead.
 */
export function SignUpGate({ step, children }: SignUpGateProps) {
  const session = useSession();

  if (session.status === 'loading') {
    if (!session.error) return <FullPageLoader />;
    return (
      <AuthCard title="Almost there">
        <ErrorPanel
          title="We couldn't load your account"
          message={session.error.message}
          onRetry={() => void session.refreshUser()}
        />
      </AuthCard>
    );
  }
  if (session.status === 'signedOut') return <Navigate to={AUTH_STEPS.phone} replace />;
  if (session.status === 'signedIn') return <FinishSignIn />;

  const draft = draftFor(session.firebaseUser?.phoneNumber ?? null);
  if (!canVisit(step, draft)) return <Navigate to={AUTH_STEPS[firstMissingStep(draft)]} replace />;
  return <>{children(draft)}</>;
}

/** The draft of the number that is signed in: another number's leftovers are dropped. */
function draftFor(phone: string | null): SignUpDraft {
  return phone ? signUpDraft.startFor(phone) : signUpDraft.read();
}
