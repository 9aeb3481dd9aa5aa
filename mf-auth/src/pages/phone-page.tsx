import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { sendPhoneCode, signUpDraft, useSession } from 'shared-api';
import { Button, TextField } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { LoginPrompt } from '../features/sign-in/components/login-prompt';
import { FinishSignIn } from '../features/sign-in/components/finish-sign-in';
import { toE164 } from '../features/sign-in/lib/phone-number';
import { AUTH_STEPS } from '../features/sign-in/lib/steps';

const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

export default function PhonePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [phone, setPhone] = useState(() => signUpDraft.read().phone ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'needsProfile') return <Navigate to={AUTH_STEPS.name} replace />;
  if (session.status === 'signedIn') return <FinishSignIn />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e164 = toE164(phone);
    if (!e164) {
      setError('Enter a valid phone number, like (555) 123-4567 or +44 20 7946 0958.');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await sendPhoneCode(e164, RECAPTCHA_CONTAINER_ID);
      signUpDraft.update({ phone: e164 });
      navigate(AUTH_STEPS.otp);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sorry, something went wrong');
      setBusy(false);
    }
  }

  return (
    <AuthCard title="What's your phone number?" lead="We'll text you a code to sign up or log in.">
      <LoginPrompt />
      <form onSubmit={submit} noValidate>
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(555) 123-4567"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={error ?? undefined}
          autoFocus
        />
        <Button type="submit" variant="primary" size="lg" busy={busy}>
          Send code
        </Button>
        <div id={RECAPTCHA_CONTAINER_ID} />
      </form>
    </AuthCard>
  );
}
