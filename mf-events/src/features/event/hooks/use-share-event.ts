import { useCallback, useMemo } from 'react';
import { ANALYTICS_EVENTS, paths, track, useSession } from 'shared-api';
import type { Event } from 'contract';
import { useToast } from 'shared-ui';
import { recordEventShare } from '../api/event-engagement';
import { canWebShare, copyText, eventShareUrl, type ShareMethod } from '../lib/share-link';

/**
 * Sharing an event: the system share sheet when the browser has one, else the link copied. Each
 * completed share is counted (metric and analytics); a cancelled share sheet is not.
 */
export function useShareEvent(event: Event) {
  const { token } = useSession();
  const toast = useToast();
  const url = eventShareUrl(paths.event(event.id));

  const recordShare = useCallback(
    (method: ShareMethod) => {
      track(ANALYTICS_EVENTS.share, {
        method,
        content_type: 'event',
        item_id: event.id,
      });
      recordEventShare(event.id, token).catch(() => undefined);
    },
    [event.id, token],
  );

  const copyLink = useCallback(async () => {
    try {
      await copyText(url);
      toast.show('Link copied', { kind: 'success' });
      recordShare('copyLink');
    } catch {
      toast.show("We couldn't copy the link. Select it and copy it yourself.", { kind: 'error' });
    }
  }, [url, toast, recordShare]);

  const data = useMemo<ShareData>(() => ({ title: event.name, url }), [event.name, url]);
  const webShareAvailable = canWebShare(data);
  const webShare = useCallback(async (): Promise<'shared' | 'cancelled' | 'failed'> => {
    try {
      await navigator.share(data);
      recordShare('webShare');
      return 'shared';
    } catch (error) {
      return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
    }
  }, [data, recordShare]);

  return { url, copyLink, webShare, webShareAvailable };
}
