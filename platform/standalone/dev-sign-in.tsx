import { useState, type FormEvent } from 'react';
import { confirmPhoneCode, createUser, getIdToken, sendPhoneCode, useSession } from 'shared-api';

const RECAPTCHA_ID = 'standalone-recaptcha';

/**
 * A bare sign-in for a remote running alone (mf-auth is not there): phone, then the code the
 * emulator prints. A new number gets a user named "Dev <last digits>", so gated pages can be tried.
 */
export function DevSignIn() {
  const session = useSession();
  const [phone, setPhone] = useState('+15550100000');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [message, setMessage] = useState<string | null>(null);

  if (session.isLoading) return <span>session loading…</span>;
  if (session.isLoggedIn) {
    return (
      <span>
        signed in as {session.user?.displayName}{' '}
        <button type="button" onClick={() => void session.signOut()}>
          sign out
        </button>
      </span>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    try {
      if (step === 'phone') {
        await sendPhoneCode(phone, RECAPTCHA_ID);
        setStep('code');
        return;
      }
      const { isNewUser } = await confirmPhoneCode(code);
      const idToken = await getIdToken();
      if (isNewUser && idToken) await createUser(idToken, { name: `Dev ${phone.slice(-4)}` });
      await session.refreshUser();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <form onSubmit={submit} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      {step === 'phone' ? (
        <input aria-label="Phone number" value={phone} onChange={(e) => setPhone(e.target.value)} />
      ) : (
        <input
          aria-label="Code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="6-digit code"
        />
      )}
      <button type="submit">{step === 'phone' ? 'send code' : 'sign in'}</button>
      {message && <span role="alert">{message}</span>}
      <span id={RECAPTCHA_ID} />
    </form>
  );
}
