import { toUserMessage } from 'shared-api';
import type { EventListing } from 'contract';
import { Button } from 'shared-ui';
import { useEventListings, useWithdrawListingRequest } from '../api/organization-listings';

const STATE_WORDS: Record<EventListing['state'], string> = {
  listed: 'Listed',
  pending: 'Waiting for an admin',
  declined: 'Declined by its admins',
};

/**
 * Where this event stands with organizations: listed, asked and waiting for an admin, or declined.
 * A request (waiting or declined) can be withdrawn; nothing shows while there is none.
 */
export function EventListings({ eventId }: { eventId: string }) {
  const listings = useEventListings(eventId);
  const withdraw = useWithdrawListingRequest(eventId);
  if (listings.isError) {
    return (
      <p className="org-invite__error" role="alert">
        We couldn&apos;t load where this event is listed. {toUserMessage(listings.error)}
      </p>
    );
  }
  if (!listings.data || listings.data.length === 0) return null;
  return (
    <section aria-labelledby="org-listings" className="org-invite__listings">
      <h3 id="org-listings" className="org-invite__heading">
        This event in organizations
      </h3>
      {withdraw.isError && (
        <p className="org-invite__error" role="alert">
          {toUserMessage(withdraw.error)}
        </p>
      )}
      <ul className="org-invite__list" aria-label="This event in organizations">
        {listings.data.map((listing) => (
          <li key={listing.organizationId} className="org-invite__row">
            <span className="org-invite__name">{listing.organizationName}</span>
            <span className="org-invite__invited">{STATE_WORDS[listing.state]}</span>
            {listing.state !== 'listed' && (
              <Button
                variant="secondary"
                size="sm"
                busy={withdraw.isPending && withdraw.variables === listing.organizationId}
                aria-label={`Withdraw the request to ${listing.organizationName}`}
                onClick={() => withdraw.mutate(listing.organizationId)}
              >
                Withdraw
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
