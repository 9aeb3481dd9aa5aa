import type { FormEvent } from 'react';
import { CAMPUS_LIMITS } from 'contract/values';
import { Button, TextField } from 'shared-ui';
import type { CampusVerification } from '../api/use-campus-verification';
import { campusErrorMessage, needsNewCode } from '../lib/campus-errors';
import { EmailText } from './email-text';

/** The second step: the code sent to `sentTo`, resent after the cooldown, or another email. */
export function CampusCodeForm({
  sentTo,
  verification,
}: {
  sentTo: string;
  verification: CampusVerification;
}) {
  const { code, setCode, send, verify, wait } = verification;
  const locked = verify.isError && needsNewCode(verify.error);
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    verification.verifyCode();
  };
  return (
    <form className="campus-form" onSubmit={onVerify} noValidate>
      <p className="campus-sent" role="status">
        We emailed a code to{' '}
        <strong>
          <EmailText email={sentTo} />
        </strong>
        . It works for {CAMPUS_LIMITS.codeLifetimeSeconds / 60} minutes.
      </p>
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CAMPUS_LIMITS.codeLength}
        value={code}
        disabled={locked}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      {(verify.isError || send.isError) && (
        <p role="alert" className="social-form-error">
          {campusErrorMessage(verify.isError ? verify.error : send.error)}
        </p>
      )}
      <div className="social-form-actions campus-code-actions">
        <Button variant="ghost" onClick={verification.useAnotherEmail}>
          Use another email
        </Button>
        <Button
          variant="secondary"
          busy={send.isPending}
          disabled={wait > 0}
          onClick={() => void verification.sendCode(sentTo)}
        >
          {wait > 0 ? `Resend code in ${wait} s` : 'Resend code'}
        </Button>
        <Button
          type="submit"
          variant="primary"
          busy={verify.isPending}
          disabled={locked || code.length !== CAMPUS_LIMITS.codeLength}
        >
          Verify and join
        </Button>
      </div>
    </form>
  );
}
