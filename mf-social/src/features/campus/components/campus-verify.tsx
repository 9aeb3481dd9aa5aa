import { type FormEvent, useState } from 'react';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { Campus, CampusMembership } from 'contract';
import { CAMPUS_LIMITS } from 'contract/values';
import { Button, EmptyState, TextField, buttonClassName } from 'shared-ui';
import { useSendSchoolEmailCode, useVerifyAndJoinCampus } from '../api/school-email';
import { campusErrorMessage, needsNewCode, retryAfterSeconds } from '../lib/campus-errors';
import { useCountdown } from '../lib/use-countdown';
import { EmailText } from './email-text';

/**
 * The picked campus: enter a school email, send the code, enter it (resend after the cooldown),
 * and the success state once joined.
 */
export function CampusVerify({
  campus,
  userId,
  onChangeCampus,
}: {
  campus: Campus;
  userId: string;
  onChangeCampus: () => void;
}) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [joined, setJoined] = useState<CampusMembership | null>(null);
  const send = useSendSchoolEmailCode();
  const verify = useVerifyAndJoinCampus();
  const wait = useCountdown(resendAt);

  const sendCode = async (to: string) => {
    verify.reset();
    try {
      const sent = await send.mutateAsync({ campusId: campus.id, email: to });
      setSentTo(sent.email);
      setCode('');
      setResendAt(Date.now() + CAMPUS_LIMITS.resendCooldownSeconds * 1000);
    } catch (error) {
      const seconds = retryAfterSeconds(error);
      if (seconds !== null) setResendAt(Date.now() + seconds * 1000);
    }
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    void sendCode(email);
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    verify.mutate({ email: sentTo, code }, { onSuccess: (membership) => setJoined(membership) });
  };

  if (joined) {
    return (
      <EmptyState
        icon="🎉"
        title={`You joined ${joined.campus.name}`}
        message={
          <>
            Verified with <EmailText email={joined.email} />. Your campus now shows on your profile.
          </>
        }
        action={
          <Link to={paths.user(userId)} className={buttonClassName({ variant: 'primary' })}>
            See your profile
          </Link>
        }
      />
    );
  }

  const domains = campus.domains.map((d) => `@${d}`).join(' or ');
  const locked = verify.isError && needsNewCode(verify.error);
  return (
    <section className="campus-step" aria-labelledby="campus-verify-title">
      <div className="campus-picked">
        <div className="campus-picked__school">
          <h2 id="campus-verify-title" className="campus-step__title">
            {campus.name}
          </h2>
          <p className="social-muted">School emails end in {domains}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onChangeCampus}>
          Change school
        </Button>
      </div>

      {sentTo === null ? (
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
      ) : (
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
            <Button
              variant="ghost"
              onClick={() => {
                setSentTo(null);
                send.reset();
                verify.reset();
              }}
            >
              Use another email
            </Button>
            <Button
              variant="secondary"
              busy={send.isPending}
              disabled={wait > 0}
              onClick={() => void sendCode(sentTo)}
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
      )}
    </section>
  );
}
