import { Link } from 'react-router-dom';
import { toUserMessage, useMyReceipts } from 'shared-api';
import { EmptyState, ErrorPanel, Spinner, buttonClassName } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { ReceiptCard } from '../features/receipts/components/receipt-card';

/** `user/receipts`: the signed-in person's orders, newest first, with refunds. */
export default function ReceiptsPage() {
  const receipts = useMyReceipts();
  return (
    <SocialPage title="Receipts" back={{ to: '/app/user/settings', label: 'Settings' }}>
      {receipts.isPending ? (
        <Spinner label="Loading your receipts" />
      ) : receipts.isError ? (
        <ErrorPanel
          title="We couldn't load your receipts"
          message={toUserMessage(receipts.error)}
          onRetry={() => void receipts.refetch()}
        />
      ) : receipts.data.length === 0 ? (
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
        <ul className="social-list">
          {receipts.data.map((receipt) => (
            <ReceiptCard key={receipt.id} receipt={receipt} />
          ))}
        </ul>
      )}
    </SocialPage>
  );
}
