import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmPhoneCode, hasPendingPhoneCode, signUpDraft } from 'shared-api';
import { Button, TextField, buttonClassName } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { useFinishSignIn } from '../features/sign-in/hooks/use-finish-sign-in';
import { AUTH_STEPS } from '../features/sign-in/lib/steps';

export default function OtpPage() {
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = signUpDraft.read().phone;

  if (!hasPendingPhoneCode()) {
    return (
      <AuthCard title="Enter your code" lead="Your code expired or was already used.">
        <Link to={AUTH_STEPS.phone} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          Send a new code
        </Link>
      </AuthCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code we texted you.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { isNewUser } = await confirmPhoneCode(code);
      if (isNewUser) navigate(AUTH_STEPS.name, { replace: true });
      else finish();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sorry, something went wrong');
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Enter your code"
      lead={phone ? `We texted a 6-digit code to ${phone}.` : 'We texted you a 6-digit code.'}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={error ?? undefined}
          autoFocus
        />
        <Button type="submit" variant="primary" size="lg" busy={busy}>
          Continue
        </Button>
        <Link to={AUTH_STEPS.phone}>Use a different number</Link>
      </form>
    </AuthCard>
  );
}
