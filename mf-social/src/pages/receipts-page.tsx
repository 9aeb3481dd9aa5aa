import { Link } from 'shared-ui/router';
import { toUserMessage } from 'shared-api';
import { Button, EmptyState, ErrorPanel, Spinner, buttonClassName } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { useMyReceipts } from '../features/receipts/api/receipts';
import { ReceiptCard } from '../features/receipts/components/receipt-card';

/** `user/receipts`: the signed-in person's orders, newest first, with refunds, paged ("Load more"). */
export default function ReceiptsPage() {
  const receipts = useMyReceipts();
  return (
    <SocialPage title="Receipts" back={{ to: '/app/user/settings', label: 'Settings' }}>
      {receipts.isPending ? (
        <Spinner label="Loading your receipts" />
      ) : receipts.isError && receipts.receipts.length === 0 ? (
        <ErrorPanel
          title="We couldn't load your receipts"
          message={toUserMessage(receipts.error)}
          onRetry={() => void receipts.refetch()}
        />
      ) : receipts.receipts.length === 0 ? (
        <EmptyState
          icon="🧾"
          title="No receipts yet"
          message="Tickets and RSVPs you get show up here."
          action={
            <Link to="/app" className={buttonClassName({ variant: 'primary' })}>
              Find events
            </Link>
          }
        />
      ) : (
        <>
          <ul className="social-list">
            {receipts.receipts.map((receipt) => (
              <ReceiptCard key={receipt.id} receipt={receipt} />
            ))}
          </ul>
          {receipts.isFetchNextPageError && (
            <p role="alert" className="social-muted" style={{ textAlign: 'center' }}>
              We couldn't load more receipts. {toUserMessage(receipts.error)}
            </p>
          )}
          {receipts.hasNextPage && (
            <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
              <Button
                variant="secondary"
                busy={receipts.isFetchingNextPage}
                onClick={() => void receipts.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </SocialPage>
  );
}
