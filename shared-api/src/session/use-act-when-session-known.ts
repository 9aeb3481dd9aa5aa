import { useEffect, useEffectEvent, useState } from 'react';
import { useSession } from './session-context';

/**
 * For a button that acts for a signed-in person (like, RSVP, +Friend) and asks a visitor to sign
 * in. The session reads "signed in" only once the Firebase token and the user record are in, and
 * a signed-in person can press before that: acting at once would ask them to sign in (or do
 * nothing) and lose the press. A press made while the session loads waits for it, then acts or
 * asks; a second press meanwhile is ignored. Both callbacks run with the values of the render
 * the session settles in, so they need not be memoised. The signature spells its types out, so
 * the API report records them whole (apps name none of them).
 */
export function useActWhenSessionKnown<Args extends unknown[]>(
  act: (...args: Args) => void,
  askToSignIn: (...args: Args) => void,
  {
    alsoWaitFor = false,
  }: {
    /**
     * Something else the action needs that a signed-in person's press must also wait for (the
     * friendship's status before "+Friend" sends a request). Read only once signed in: a
     * visitor's own queries never start, so it would never stop waiting.
     */
    alsoWaitFor?: boolean;
  } = {},
): {
  /** The button's handler: acts, asks to sign in, or waits for the session and then does one. */
  press: (...args: Args) => void;
  /** A press is waiting: show the button busy (a busy Button ignores presses meanwhile). */
  waiting: boolean;
} {
  const { isLoading, isLoggedIn } = useSession();
  const unknown = isLoading || (isLoggedIn && alsoWaitFor);
  // The arguments of the press that waits, boxed so an empty list still counts as a press.
  const [waitingPress, setWaitingPress] = useState<{ args: Args } | null>(null);
  const decide = (...args: Args) => (isLoggedIn ? act(...args) : askToSignIn(...args));
  const decideLater = useEffectEvent(decide);

  useEffect(() => {
    if (!waitingPress || unknown) return;
    setWaitingPress(null);
    decideLater(...waitingPress.args);
  }, [waitingPress, unknown]);

  return {
    press: (...args: Args) => {
      if (waitingPress) return;
      if (unknown) setWaitingPress({ args });
      else decide(...args);
    },
    waiting: waitingPress !== null,
  };
}
