import { toUserMessage } from 'shared-api';
import { Button } from 'shared-ui';
import type { useMyReceipts } from '../api/receipts';
import { ReceiptCard } from './receipt-card';

/** The receipts loaded so far, why more could not be loaded, and "Load more" while there is. */
export function ReceiptList({ receipts }: { receipts: ReturnType<typeof useMyReceipts> }) {
  return (
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
  );
}
