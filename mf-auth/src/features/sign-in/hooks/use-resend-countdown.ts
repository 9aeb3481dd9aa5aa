import { useEffect, useState } from 'react';
import { phoneCodeResendWait } from 'shared-api';

/**
 * Whole seconds until a new code may be texted, ticking down once a second; 0 when it may be sent.
 * Read from shared-api's record of the last send, so it survives this page remounting.
 */
export function useResendCountdown(): { secondsLeft: number; restart: () => void } {
  const [secondsLeft, setSecondsLeft] = useState(() => toSeconds(phoneCodeResendWait()));
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const tick = () => setSecondsLeft(toSeconds(phoneCodeResendWait()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [generation]);

  return { secondsLeft, restart: () => setGeneration((n) => n + 1) };
}

function toSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}
