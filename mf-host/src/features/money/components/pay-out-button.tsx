import type { Wallet } from 'contract';
import { formatMoney, useToast } from 'shared-ui';
import { useRequestPayout } from '../api/wallet';
import { ApiConfirmButton } from '../../../components/api-confirm';

/** "Pay out" the whole available balance, with a confirmation; the answer comes as a toast. */
export function PayOutButton({ wallet, canPayOut }: { wallet: Wallet; canPayOut: boolean }) {
  const payout = useRequestPayout();
  const toast = useToast();
  const amount = formatMoney(wallet.availableCents, wallet.currency);
  return (
    <ApiConfirmButton
      label={`Pay out ${amount}`}
      buttonProps={{ disabled: !canPayOut }}
      title="Pay out to your bank?"
      confirmLabel={`Pay out ${amount}`}
      cancelLabel="Not now"
      pendingText="Paying out…"
      onConfirm={() =>
        payout
          .mutateAsync({ amountCents: wallet.availableCents, currency: wallet.currency })
          .then((p) =>
            toast.show(`${formatMoney(p.amountCents, p.currency)} is on its way to your bank`, {
              kind: 'success',
            }),
          )
      }
    >
      <p>
        {amount} goes to the bank account you gave the payment provider. It usually arrives in two
        days.
      </p>
    </ApiConfirmButton>
  );
}
