import { toUserMessage } from 'shared-api';
import { ErrorPanel, FullPageLoader } from 'shared-ui';
import { useConnectAccount } from '../features/money/api/connect-account';
import { useWallet } from '../features/money/api/wallet';
import { AccountState } from '../features/money/components/account-state';
import { OnboardingButton } from '../features/money/components/onboarding-button';
import { PayOutButton } from '../features/money/components/pay-out-button';
import { WalletBalances } from '../features/money/components/wallet-balances';
import { OpenDisputes, PayoutHistory } from '../features/money/components/wallet-lists';
import '../components/host.css';
import '../features/money/components/money.css';

/** `/app/host/wallet`: the host's balance (available, pending), payouts and open disputes. */
export default function WalletPage() {
  const wallet = useWallet();
  const account = useConnectAccount();

  if (wallet.isPending || account.isPending) return <FullPageLoader label="Loading your wallet" />;
  if (wallet.isError || account.isError) {
    return (
      <main className="host-page">
        <ErrorPanel
          message={toUserMessage(wallet.error ?? account.error)}
          onRetry={() => {
            void wallet.refetch();
            void account.refetch();
          }}
        />
      </main>
    );
  }
  const w = wallet.data;
  const canPayOut = account.data.payoutsEnabled && w.availableCents >= 100;

  return (
    <main className="host-page">
      <header className="host-page__header">
        <h1>Wallet</h1>
        <p>Ticket money after fees. Sales become available to pay out after two days.</p>
      </header>
      {account.data.state !== 'enabled' && (
        <section className="money-section" aria-label="Payout account">
          <AccountState account={account.data} />
          <div className="money-actions">
            <OnboardingButton
              label={account.data.state === 'none' ? 'Set up payouts' : 'Finish onboarding'}
            />
          </div>
        </section>
      )}
      <WalletBalances wallet={w} />
      <div className="money-actions">
        <PayOutButton wallet={w} canPayOut={canPayOut} />
      </div>
      {!canPayOut && account.data.payoutsEnabled && (
        <p className="host-page__note">Nothing available to pay out yet.</p>
      )}
      <OpenDisputes disputes={w.openDisputes} />
      <PayoutHistory payouts={w.payouts} />
    </main>
  );
}
