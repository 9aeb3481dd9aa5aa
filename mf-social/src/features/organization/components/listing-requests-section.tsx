import { useState } from 'react';
import { Link } from 'shared-ui/router';
import type { EventListing } from 'contract';
import { paths, toUserMessage } from 'shared-api';
import { Button, ErrorPanel, Spinner } from 'shared-ui';
import { listStyle } from '../../../components/person-row';
import { useAnswerListingRequest, useListingRequests } from '../api/listing-requests';
import { logOrganizationFailure } from '../lib/log-organization-failure';
import { DeclineListingDialog } from './decline-listing-dialog';

/**
 * The dashboard's "Events asked to be listed": members' requests to list their event here, each
 * accepted (listed; every member is told) or declined after a confirmation.
 */
export function ListingRequestsSection({ organizationId }: { organizationId: string }) {
  const requests = useListingRequests(organizationId);
  const answer = useAnswerListingRequest(organizationId);
  const [declining, setDeclining] = useState<EventListing | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const act = (listing: EventListing, kind: 'accept' | 'decline') => {
    setProblem(null);
    answer.mutate(
      { eventId: listing.eventId, answer: kind },
      {
        onSuccess: () => setDeclining(null),
        onError: (error) => {
          logOrganizationFailure(`${kind}-listing`, organizationId, error);
          setProblem(toUserMessage(error));
        },
      },
    );
  };
  return (
    <section aria-labelledby="org-listing-requests" className="org-section">
      <h2 id="org-listing-requests">Events asked to be listed</h2>
      {problem && (
        <p role="alert" className="ui-field__error">
          {problem}
        </p>
      )}
      {requests.isPending && <Spinner label="Loading" />}
      {requests.isError && (
        <ErrorPanel
          title="We couldn't load the requests"
          message={toUserMessage(requests.error)}
          onRetry={() => void requests.refetch()}
        />
      )}
      {requests.data?.length === 0 && <p>No events waiting to be listed.</p>}
      {requests.data && requests.data.length > 0 && (
        <ul style={listStyle} aria-label="Events asked to be listed">
          {requests.data.map((listing) => (
            <li key={listing.eventId} className="org-listing-request">
              <span className="org-listing-request__text">
                <Link to={paths.event(listing.eventId)}>{listing.eventName}</Link>
                {listing.requestedBy && <span> · asked by {listing.requestedBy.displayName}</span>}
              </span>
              <span className="org-row-actions">
                <Button
                  size="sm"
                  busy={answer.isPending && answer.variables?.answer === 'accept'}
                  disabled={answer.isPending}
                  aria-label={`List ${listing.eventName}`}
                  onClick={() => act(listing, 'accept')}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={answer.isPending}
                  aria-label={`Decline ${listing.eventName}`}
                  onClick={() => setDeclining(listing)}
                >
                  Decline
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {declining && (
        <DeclineListingDialog
          listing={declining}
          busy={answer.isPending}
          onDecline={() => act(declining, 'decline')}
          onKeep={() => setDeclining(null)}
        />
      )}
    </section>
  );
}
