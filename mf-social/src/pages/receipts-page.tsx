import { ListStates } from '../components/list-states';
import { SocialPage } from '../components/social-page';
import { useMyReceipts } from '../features/receipts/api/receipts';
import { ReceiptList } from '../features/receipts/components/receipt-list';

/** `user/receipts`: the signed-in person's orders, newest first, with refunds, paged ("Load more"). */
export default function ReceiptsPage() {
  const receipts = useMyReceipts();
  const none = receipts.receipts.length === 0;
  return (
    <SocialPage title="Receipts" back={{ to: '/app/user/settings', label: 'Settings' }}>
      <ListStates
        isPending={receipts.isPending}
        // A page that failed after the first keeps the list: ReceiptList says so under it.
        error={receipts.isError && none ? receipts.error : null}
        onRetry={() => void receipts.refetch()}
        loading="Loading your receipts"
        failed="We couldn't load your receipts"
        isEmpty={none}
        empty={{
          icon: '🧾',
          title: 'No receipts yet',
          message: 'Tickets and RSVPs you get show up here.',
        }}
      >
        {() => <ReceiptList receipts={receipts} />}
      </ListStates>
    </SocialPage>
  );
}
