import type { Wallet } from 'contract';
import { formatMoney } from 'shared-ui';
import '../../../components/host.css';

/** The two balances: what may be paid out now, and what is still pending. */
export function WalletBalances({ wallet }: { wallet: Wallet }) {
  const balances = [
    { id: 'available-label', label: 'Available', cents: wallet.availableCents },
    { id: 'pending-label', label: 'Pending', cents: wallet.pendingCents },
  ];
  return (
    <section className="host-stats" aria-label="Balance">
      {balances.map((balance) => (
        <div key={balance.id} className="host-stat">
          <p className="money-balance__label" id={balance.id}>
            {balance.label}
          </p>
          <p className="money-balance__amount" aria-labelledby={balance.id}>
            {formatMoney(balance.cents, wallet.currency)}
          </p>
        </div>
      ))}
    </section>
  );
}
