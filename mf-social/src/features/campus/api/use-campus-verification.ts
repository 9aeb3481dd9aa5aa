import { useState } from 'react';
import type { Campus, CampusMembership } from 'contract';
import { CAMPUS_LIMITS } from 'contract/values';
import { useCountdown } from '../lib/use-countdown';
import { retryAfterSeconds } from '../lib/campus-errors';
import { useSendSchoolEmailCode, useVerifyAndJoinCampus } from './school-email';

/**
 * The steps of proving a school email for `campus`: send a code (a cooldown before the next, or
 * the wait a 429 names), verify it and join, or start over with another email.
 */
export function useCampusVerification(campus: Campus) {
  // Kept here, not in the email step: "Use another email" comes back to what was typed.
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

  const verifyCode = () => {
    if (!sentTo) return;
    verify.mutate({ email: sentTo, code }, { onSuccess: (membership) => setJoined(membership) });
  };

  const useAnotherEmail = () => {
    setSentTo(null);
    send.reset();
    verify.reset();
  };

  return {
    email,
    setEmail,
    sentTo,
    code,
    setCode,
    joined,
    wait,
    send,
    verify,
    sendCode,
    verifyCode,
    useAnotherEmail,
  };
}

export type CampusVerification = ReturnType<typeof useCampusVerification>;
