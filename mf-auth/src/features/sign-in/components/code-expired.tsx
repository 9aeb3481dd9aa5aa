import { ButtonLink } from 'shared-ui/router';

import { AUTH_STEPS } from '../lib/steps';
import { AuthCard } from './auth-card';

/** The code step with no code waiting (a reload forgets it): send a new one. */
export function CodeExpired() {
  return (
    <AuthCard
      title="Enter your code"
      lead="Your code expired or was already used."
      step="otp"
      back={{ to: AUTH_STEPS.phone, label: 'Change number' }}
    >
      <ButtonLink variant="primary" size="lg" to={AUTH_STEPS.phone}>
        Send a new code
      </ButtonLink>
    </AuthCard>
  );
}
