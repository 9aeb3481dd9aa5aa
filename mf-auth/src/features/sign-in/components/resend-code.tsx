import { useState } from 'react';
import { sendPhoneCode } from 'shared-api';
import { Button } from 'shared-ui';
import { useResendCountdown } from '../hooks/use-resend-countdown';

const RECAPTCHA_CONTAINER_ID = 'recaptcha-resend';

/**
 * "Text me a new code", offered once the countdown has run out (a new code too soon is refused by
 * the provider), with the reCAPTCHA container the new send needs.
 */
export function ResendCode({
  phoneE164,
  onStart,
  onResent,
  onError,
}: {
  phoneE164: string;
  /** A new send begins: earlier words go. */
  onStart: () => void;
  onResent: () => void;
  onError: (message: string) => void;
}) {
  const [resending, setResending] = useState(false);
  const { secondsLeft, restart } = useResendCountdown();

  async function resend() {
    if (resending) return;
    setResending(true);
    onStart();
    try {
      await sendPhoneCode(phoneE164, RECAPTCHA_CONTAINER_ID);
      onResent();
      restart();
    } catch (e) {
      onError(e instanceof Error ? e.message : 'Sorry, something went wrong');
    } finally {
      setResending(false);
    }
  }

  return (
    <>
      <div className="auth-card__actions">
        {secondsLeft > 0 ? (
          <p className="auth-card__fine-print" data-testid="resend-countdown">
            Didn't get it? You can ask for a new code in {secondsLeft} s.
          </p>
        ) : (
          <Button variant="secondary" onClick={() => void resend()} busy={resending}>
            Text me a new code
          </Button>
        )}
      </div>
      <div id={RECAPTCHA_CONTAINER_ID} />
    </>
  );
}
