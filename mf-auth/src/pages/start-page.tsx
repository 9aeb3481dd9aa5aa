import { Link } from 'react-router-dom';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { LoginPrompt } from '../features/sign-in/components/login-prompt';
import { AUTH_STEPS } from '../features/sign-in/lib/steps';
import { buttonClassName } from 'shared-ui';

export default function StartPage() {
  return (
    <AuthCard
      title="Welcome"
      lead="Sign up or log in with your phone number. We'll text you a code."
    >
      <LoginPrompt />
      <Link to={AUTH_STEPS.phone} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
        Continue with phone
      </Link>
    </AuthCard>
  );
}
