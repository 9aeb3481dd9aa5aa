import { useMemo, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'shared-ui/router';
import { sendPhoneCode, signUpDraft, useSession } from 'shared-api';
import { Button, Select, TextField } from 'shared-ui';
import { AuthCard } from '../features/sign-in/components/auth-card';
import { FinishSignIn } from '../features/sign-in/components/finish-sign-in';
import { LoginPrompt } from '../features/sign-in/components/login-prompt';
import {
  countryOfNumber,
  countryOptions,
  defaultCountry,
  parsePhoneInput,
  type CountryCode,
} from '../features/sign-in/lib/phone-number';
import { AUTH_STEPS, firstMissingStep } from '../features/sign-in/lib/steps';

const RECAPTCHA_CONTAINER_ID = 'recaptcha-container';

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}

export default function PhonePage() {
  const session = useSession();
  const navigate = useNavigate();
  const locale = browserLanguages()[0] ?? 'en';
  const options = useMemo(
    () =>
      countryOptions(locale).map((c) => ({ value: c.code, label: `${c.name} (${c.dialCode})` })),
    [locale],
  );
  const saved = signUpDraft.read().phone;
  const [country, setCountry] = useState<CountryCode>(
    () => (saved && countryOfNumber(saved)) || defaultCountry(browserLanguages()),
  );
  const [phone, setPhone] = useState(() => saved ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Mid sign-up (a reload, or back here from a later step): carry on where the draft stops.
  if (session.status === 'needsProfile') {
    return <Navigate to={AUTH_STEPS[firstMissingStep(signUpDraft.read())]} replace />;
  }
  if (session.status === 'signedIn') return <FinishSignIn />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePhoneInput(phone, country);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await sendPhoneCode(parsed.e164, RECAPTCHA_CONTAINER_ID);
      signUpDraft.startFor(parsed.e164);
      navigate(AUTH_STEPS.otp);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Sorry, something went wrong');
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="What's your phone number?"
      lead="We'll text you a code to sign up or log in."
      step="phone"
      back={{ to: AUTH_STEPS.start }}
    >
      <LoginPrompt />
      <form onSubmit={submit} noValidate>
        <Select
          label="Country"
          autoComplete="country"
          options={options}
          value={country}
          onChange={(e) => setCountry(e.target.value as CountryCode)}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="Start with + to enter a number from another country."
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setError(null);
          }}
          error={error ?? undefined}
          autoFocus
        />
        <Button type="submit" variant="primary" size="lg" busy={busy}>
          Send code
        </Button>
        <p className="auth-card__fine-print">
          Message and data rates may apply. By continuing you agree to our <a href="/tos">terms</a>{' '}
          and <a href="/privacy-policy">privacy policy</a>.
        </p>
        <div id={RECAPTCHA_CONTAINER_ID} />
      </form>
    </AuthCard>
  );
}
