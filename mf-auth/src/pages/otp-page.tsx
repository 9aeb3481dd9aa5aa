import { useState, type FormEvent } from 'react';
import { useNavigate } from 'shared-ui/router';
import {
  confirmPhoneCode,
  hasPendingPhoneCode,
  isSessionError,
  lastPhoneCodeRequest,
  useSession,
} from 'shared-api';
import { TextField } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { CodeExpired } from '../features/sign-in/components/code-expired';
import { FinishSignIn } from '../features/sign-in/components/finish-sign-in';
import { ResendCode } from '../features/sign-in/components/resend-code';
import { StepForm } from '../features/sign-in/components/step-form';
import { afterCode } from '../features/sign-in/lib/after-code';
import { useFinishSignIn } from '../features/sign-in/hooks/use-finish-sign-in';
import { formatPhoneForDisplay } from '../features/sign-in/lib/phone-number';
import { AUTH_STEPS } from '../features/sign-in/lib/steps';

const CODE_LENGTH = 6;

export default function OtpPage() {
  const session = useSession();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sent = lastPhoneCodeRequest();
  const back = { to: AUTH_STEPS.phone, label: 'Change number' };

  // Already signed in (Back after signing in): send them on. Not while this page is confirming a
  // code: it sends them on itself, and a second redirect would find the memory already used.
  if (session.status === 'signedIn' && !busy) return <FinishSignIn />;

  // A reload forgets the pending code (Firebase keeps it in memory only): start again.
  if (!sent) return <CodeExpired />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) {
      setError(`Enter the ${CODE_LENGTH}-digit code we texted you.`);
      return;
    }
    if (!hasPendingPhoneCode()) {
      setError('That code has expired. Send a new one.');
      return;
    }
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const result = await confirmPhoneCode(code);
      // `busy` stays on: the page is leaving, and the guard below must not send them on twice.
      if (afterCode(result) === 'signUp') navigate(AUTH_STEPS.name, { replace: true });
      else finish();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sorry, something went wrong');
      if (isSessionError(e) && e.code === 'invalid_code') setCode('');
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Enter your code"
      lead={`We texted a ${CODE_LENGTH}-digit code to ${formatPhoneForDisplay(sent.phoneE164)}.`}
      step="otp"
      back={back}
    >
      <StepForm
        onSubmit={submit}
        busy={busy}
        after={
          <ResendCode
            phoneE164={sent.phoneE164}
            onStart={() => {
              setError(null);
              setNotice(null);
            }}
            onResent={() => {
              setCode('');
              setNotice(`We texted a new code to ${formatPhoneForDisplay(sent.phoneE164)}.`);
            }}
            onError={setError}
          />
        }
      >
        <TextField
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
            setError(null);
          }}
          error={error ?? undefined}
          autoFocus
        />
        {notice && (
          <p className="auth-card__notice" role="status">
            {notice}
          </p>
        )}
      </StepForm>
    </AuthCard>
  );
}
