import { HeartIcon } from './icons';
import { ANALYTICS_EVENTS, toUserMessage, track, useActWhenSessionKnown } from 'shared-api';
import type { Event } from 'contract';
import { Button, formatCompactCount, useToast } from 'shared-ui';
import { useLikeEvent } from '../api/event-engagement';
import { useSignInPrompt } from '../hooks/use-sign-in-prompt';

export const LIKE_PROMPT = { emoji: '❤️', text: 'Sign up/login to like this event' };

/** The heart. A visitor who is not signed in is sent to sign in, and comes back here. */
export function LikeButton({ event }: { event: Event }) {
  const like = useLikeEvent(event.id);
  const promptSignIn = useSignInPrompt();
  const toast = useToast();
  // A signed-in person can press before the session has loaded: the press waits for it.
  const { press, waiting } = useActWhenSessionKnown(
    () => {
      const next = !event.isLiked;
      like.mutate(next, {
        onSuccess: () => {
          if (next) track(ANALYTICS_EVENTS.like, { content_type: 'event', item_id: event.id });
        },
        onError: (error) => toast.show(toUserMessage(error), { kind: 'error' }),
      });
    },
    () => promptSignIn(LIKE_PROMPT),
  );

  return (
    <Button
      variant="secondary"
      aria-pressed={event.isLiked}
      aria-label={event.isLiked ? 'Unlike this event' : 'Like this event'}
      busy={waiting}
      onClick={() => press()}
      icon={<HeartIcon filled={event.isLiked} />}
    >
      {formatCompactCount(event.numLikes)}
    </Button>
  );
}
