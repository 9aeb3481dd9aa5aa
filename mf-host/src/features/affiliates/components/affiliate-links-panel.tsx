import { toUserMessage } from 'shared-api';
import { Button, Spinner } from 'shared-ui';
import { useAffiliateLinks } from '../api/affiliate-links';
import { AFFILIATE_LINKS_ANCHOR } from '../../../components/host-anchors';
import { AffiliateLinkForm } from './affiliate-link-form';
import { AffiliateLinkItem } from './affiliate-link-item';
import '../../../components/host.css';
import './affiliates.css';

/** Create a link with a code, copy it, see its sales, pause or delete it. */
export function AffiliateLinksPanel({ eventId }: { eventId: string }) {
  const links = useAffiliateLinks(eventId);
  return (
    // The dashboard links here by its id; focusable so arriving by that link moves the focus too.
    <section
      id={AFFILIATE_LINKS_ANCHOR}
      tabIndex={-1}
      className="affiliates"
      aria-labelledby="affiliates-title"
    >
      <h2 id="affiliates-title">Affiliate links</h2>
      <AffiliateLinkForm eventId={eventId} />
      {links.isPending ? (
        <p className="host-status">
          <Spinner size="sm" /> Loading links…
        </p>
      ) : links.isError ? (
        <p className="host-status" role="alert">
          The links didn’t load: {toUserMessage(links.error)}{' '}
          <Button variant="ghost" onClick={() => void links.refetch()}>
            Try again
          </Button>
        </p>
      ) : links.data.links.length === 0 ? (
        <p className="host-status">
          No links yet. Create one for each promoter to see who sells tickets.
        </p>
      ) : (
        <ul className="affiliates__list" aria-label="Your affiliate links">
          {links.data.links.map((link) => (
            <AffiliateLinkItem
              key={link.id}
              eventId={eventId}
              link={link}
              currency={links.data.currency}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
