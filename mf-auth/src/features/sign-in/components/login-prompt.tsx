import { redirectMemory } from 'shared-api';

/** The reason the visitor was sent here ("🎉 Sign up/login to create an event"), if any. */
export function LoginPrompt() {
  const message = redirectMemory.read()?.message;
  if (!message) return null;
  return (
    <p className="auth-card__prompt" role="status" data-testid="login-prompt">
      {message}
    </p>
  );
}
