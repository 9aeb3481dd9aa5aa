import type { FormEvent } from 'react';
import type { Campus } from 'contract';
import { CAMPUS_LIMITS } from 'contract/values';
import { Button, TextField } from 'shared-ui';
import type { CampusVerification } from '../api/use-campus-verification';
import { campusErrorMessage } from '../lib/campus-errors';

/** The first step: the school email the code goes to. */
export function SchoolEmailForm({
  campus,
  verification,
}: {
  campus: Campus;
  verification: CampusVerification;
}) {
  const { email, setEmail, send } = verification;
  const onSend = (event: FormEvent) => {
    event.preventDefault();
    void verification.sendCode(email);
  };
  return (
    <form className="campus-form" onSubmit={onSend} noValidate>
      <TextField
        label="School email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={`you@${campus.domains[0] ?? 'school.edu'}`}
        value={email}
        maxLength={CAMPUS_LIMITS.emailMaxLength}
        onChange={(event) => setEmail(event.target.value)}
        hint="We email you a 6-digit code to prove it is yours."
        required
      />
      {send.isError && (
        <p role="alert" className="social-form-error">
          {campusErrorMessage(send.error)}
        </p>
      )}
      <div className="social-form-actions">
        <Button type="submit" variant="primary" busy={send.isPending} disabled={!email.trim()}>
          Send code
        </Button>
      </div>
    </form>
  );
}
