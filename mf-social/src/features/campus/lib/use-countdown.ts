import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms since epoch); 0 once passed or null. */
function secondsUntil(until: number | null): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Whole seconds left until `until` (ms since epoch), ticking each second; 0 once passed or null. */
export function useCountdown(until: number | null): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (until === null) return;
    const timer = setInterval(() => {
      const next = secondsUntil(until);
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}
