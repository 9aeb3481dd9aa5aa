import { useEffect, useRef, useState } from 'react';
import { ANALYTICS_EVENTS, track, useActWhenSessionKnown, useSession } from 'shared-api';
import { Button, GENERIC_ERROR_MESSAGE, useToast } from 'shared-ui';
import { useFriendAction, useFriendStatus, type FriendAction } from '../api/friends';
import { useSignInRedirect } from './use-sign-in-redirect';

/** SPEC section 8: what a visitor sees on pressing the button. */
export const LOGGED_OUT_MESSAGE = 'You must be logged in add friends!';
/** SPEC section 4: the button stays busy this long after an action answers. */
export const FRIEND_PAUSE_MS = 500;

export interface FriendButtonProps {
  userId: string;
  /** The person's name, for screen readers ("Accept Hana's friend request"). */
  name: string;
  /** False where a friendship may not be ended from here: "Friends" then does nothing. */
  allowRemove?: boolean;
}

/**
 * The friend button (SPEC section 4): +Friend sends a request, Requested cancels it, Accept accepts
 * (with a separate Dismiss that rejects), Friends ✓ removes after a confirmation. Nothing for
 * oneself. Busy while a call is in flight and for 500 ms after it.
 */
export function FriendButton({ userId, name, allowRemove = true }: FriendButtonProps) {
  const session = useSession();
  const own = session.user?.id === userId;
  const status = useFriendStatus(own ? null : userId);
  const action = useFriendAction(userId);
  const toast = useToast();
  const tellVisitor = useLoggedOutNotice();
  const [pausing, setPausing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function run(what: FriendAction) {
    setConfirming(false);
    action.mutate(what, {
      onSuccess: () => {
        if (what === 'send' || what === 'accept') {
          track(ANALYTICS_EVENTS.friend, { action: what, user_id: userId });
        }
        setPausing(true);
        timer.current = setTimeout(() => setPausing(false), FRIEND_PAUSE_MS);
      },
      onError: () => toast.show(GENERIC_ERROR_MESSAGE, { kind: 'error' }),
    });
  }

  // A signed-in person can press +Friend before the session has loaded: the press waits for the
  // session and then for the friendship's status, and sends a request only if there is none yet
  // (otherwise the button now shows where they stand: Requested, Accept, Friends).
  const add = useActWhenSessionKnown(
    () => {
      if (!own && status.data === 'none') run('send');
    },
    tellVisitor,
    { alsoWaitFor: !own && status.isPending },
  );

  if (own || status.data === 'self') return null;

  if (!session.isLoggedIn) {
    return (
      <Button busy={add.waiting} onClick={() => add.press()}>
        +Friend
      </Button>
    );
  }

  const busy = action.isPending || pausing || status.isPending || add.waiting;

  if (status.isError) {
    return (
      <Button variant="secondary" onClick={() => void status.refetch()}>
        Retry
      </Button>
    );
  }

  switch (status.data) {
    case 'requested':
      return (
        <Button
          variant="secondary"
          busy={busy}
          aria-label={`Cancel your friend request to ${name}`}
          onClick={() => run('cancel')}
        >
          Requested
        </Button>
      );
    case 'received':
      return (
        <span style={{ display: 'inline-flex', gap: 8 }}>
          <Button
            busy={busy}
            aria-label={`Accept ${name}'s friend request`}
            onClick={() => run('accept')}
          >
            Accept
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Dismiss ${name}'s friend request`}
            onClick={() => run('reject')}
          >
            Dismiss
          </Button>
        </span>
      );
    case 'friends':
      if (confirming) {
        return (
          <span
            role="group"
            aria-label={`Remove ${name} as a friend?`}
            style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}
          >
            <span>Remove {name}?</span>
            <Button variant="danger" onClick={() => run('remove')}>
              Remove
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </span>
        );
      }
      return (
        <Button
          variant="secondary"
          busy={busy}
          aria-label={
            allowRemove ? `Friends with ${name}; press to remove` : `Friends with ${name}`
          }
          onClick={() => {
            if (allowRemove) setConfirming(true);
          }}
        >
          Friends ✓
        </Button>
      );
    default:
      return (
        <Button busy={busy} aria-label={`Add ${name} as a friend`} onClick={() => run('send')}>
          +Friend
        </Button>
      );
  }
}

/** What a visitor's press shows: that they must sign in, with a Sign In that comes back here. */
function useLoggedOutNotice() {
  const toast = useToast();
  const signIn = useSignInRedirect();
  return () =>
    toast.show(LOGGED_OUT_MESSAGE, {
      kind: 'error',
      action: { label: 'Sign In', onClick: () => signIn(`👋 ${LOGGED_OUT_MESSAGE}`) },
    });
}
