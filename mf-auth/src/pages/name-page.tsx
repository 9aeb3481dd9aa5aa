import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { signUpDraft, useSession } from 'shared-api';
import { Button, TextField } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { AUTH_STEPS } from '../features/sign-in/lib/steps';

export const NAME_MAX_LENGTH = 50;

export default function NamePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState(() => signUpDraft.read().name ?? '');
  const [error, setError] = useState<string | null>(null);

  if (session.status === 'signedOut') return <Navigate to={AUTH_STEPS.phone} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Enter your name so friends can find you.');
    if (trimmed.length > NAME_MAX_LENGTH)
      return setError(`Keep your name under ${NAME_MAX_LENGTH} characters.`);
    signUpDraft.update({ name: trimmed });
    navigate(AUTH_STEPS.done);
  }

  return (
    <AuthCard title="What's your name?" lead="This is how you'll appear to friends and hosts.">
      <form onSubmit={submit} noValidate>
        <TextField
          label="Your name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error ?? undefined}
          autoFocus
        />
        <Button type="submit" variant="primary" size="lg">
          Continue
        </Button>
      </form>
    </AuthCard>
  );
}
