import { paths } from 'shared-api';
import { Button, useToast } from 'shared-ui';

/** Copies the event's public link, saying so (or saying how to copy it by hand). */
export function ShareLinkButton({ eventId }: { eventId: string }) {
  const toast = useToast();
  const url = `${window.location.origin}${paths.event(eventId)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show('Link copied', { kind: 'success' });
    } catch {
      toast.show(`Copy this link: ${url}`, { kind: 'info' });
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()}>
      Copy share link
    </Button>
  );
}
