import { paths } from 'shared-api';
import { Button, useToast, type ButtonVariant } from 'shared-ui';

/** Copies the event's public link, saying so (or saying how to copy it by hand). */
export function ShareLinkButton({
  eventId,
  variant = 'secondary',
}: {
  eventId: string;
  variant?: ButtonVariant;
}) {
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
    <Button variant={variant} onClick={() => void copy()}>
      Copy share link
    </Button>
  );
}
