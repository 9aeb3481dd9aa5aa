import { toUserMessage } from 'shared-api';
import type { AffiliateLink } from 'contract';
import { Button, formatMoney, useToast } from 'shared-ui';
import { useAffiliateLinkChange } from '../api/affiliate-links';
import { ApiConfirmButton } from '../../../components/api-confirm';

/** One link: its code, whom it is for, its sales; copy it, pause or resume it, delete it. */
export function AffiliateLinkItem({
  eventId,
  link,
  currency,
}: {
  eventId: string;
  link: AffiliateLink;
  currency: string;
}) {
  const change = useAffiliateLinkChange(eventId);
  const toast = useToast();

  const copy = async () => {
    const url = `${window.location.origin}${link.path}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.show('Link copied', { kind: 'success' });
    } catch {
      toast.show(`Copy this link: ${url}`, { kind: 'info' });
    }
  };

  const togglePaused = () =>
    change.mutate(
      { kind: 'update', linkId: link.id, active: !link.active },
      {
        onSuccess: () =>
          toast.show(link.active ? `${link.code} paused` : `${link.code} resumed`, {
            kind: 'success',
          }),
        onError: (err) => toast.show(toUserMessage(err), { kind: 'error' }),
      },
    );

  return (
    <li className="affiliate" data-testid={`affiliate-${link.code}`}>
      <div className="affiliate__head">
        <strong>{link.code}</strong>
        {link.label && <span> · {link.label}</span>}
        {!link.active && <span className="affiliate__paused"> · paused</span>}
      </div>
      <p className="affiliate__sales">
        {link.sales.orders} order{link.sales.orders === 1 ? '' : 's'} · {link.sales.tickets} ticket
        {link.sales.tickets === 1 ? '' : 's'} · {formatMoney(link.sales.salesCents, currency)}
      </p>
      <div className="affiliate__actions">
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={`Copy link ${link.code}`}
        >
          Copy link
        </Button>
        <Button variant="ghost" disabled={change.isPending} onClick={togglePaused}>
          {link.active ? 'Pause' : 'Resume'}
        </Button>
        {/* A link that sold something stays, so its sales keep their name. */}
        {link.sales.orders === 0 && (
          <ApiConfirmButton
            label="Delete"
            buttonProps={{ variant: 'ghost' }}
            title={`Delete the link ${link.code}?`}
            confirmLabel="Delete link"
            cancelLabel="Keep it"
            pendingText="Deleting the link…"
            tone="danger"
            onConfirm={() =>
              change
                .mutateAsync({ kind: 'delete', linkId: link.id })
                .then(() => toast.show(`${link.code} deleted`, { kind: 'success' }))
            }
          >
            <p>
              Anyone who opens it will still see the event, but purchases won’t be counted for it.
            </p>
          </ApiConfirmButton>
        )}
      </div>
    </li>
  );
}
