import { ButtonLink, Navigate } from 'shared-ui/router';
import { signUpDraft, useSession } from 'shared-api';

import { AuthCard } from '../features/sign-in/components/auth-card';
import { FinishSignIn } from '../features/sign-in/components/finish-sign-in';
import { LoginPrompt } from '../features/sign-in/components/login-prompt';
import { AUTH_STEPS, firstMissingStep } from '../features/sign-in/lib/steps';

export default function StartPage() {
  const session = useSession();
  if (session.status === 'signedIn') return <FinishSignIn />;
  if (session.status === 'needsProfile') {
    return <Navigate to={AUTH_STEPS[firstMissingStep(signUpDraft.read())]} replace />;
  }
  return (
    <AuthCard
      title="Welcome"
      lead="Sign up or log in with your phone number. We'll text you a code."
    >
      <LoginPrompt />
      <ButtonLink variant="primary" size="lg" to={AUTH_STEPS.phone}>
        Continue with phone
      </ButtonLink>
    </AuthCard>
  );
}
