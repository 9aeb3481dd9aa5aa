import { Link } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { ErrorPanel, FullPageLoader, buttonClassName } from 'shared-ui';
import { useConnectAccount } from '../features/money/api/connect-account';
import { AccountState } from '../features/money/components/account-state';
import { OnboardingButton } from '../features/money/components/onboarding-button';
import '../components/host.css';
import '../features/money/components/money.css';

/**
 * `/app/host/stripe-connect/complete`: where the provider returns. Coming back does not mean done:
 * the account's state is read from the provider (through the API) and shown as it is.
 */
export default function StripeConnectCompletePage() {
  const account = useConnectAccount();
  return (
    <main className="host-page">
      <header className="host-page__header">
        <h1>Payouts</h1>
      </header>
      {account.isPending ? (
        <FullPageLoader label="Checking your payout account" delayMs={0} />
      ) : account.isError ? (
        <ErrorPanel message={toUserMessage(account.error)} onRetry={() => void account.refetch()} />
      ) : (
        <>
          <AccountState account={account.data} />
          <div className="money-actions">
            {account.data.state === 'enabled' ? (
              <Link className={buttonClassName()} to={paths.wallet()}>
                Open your wallet
              </Link>
            ) : (
              <OnboardingButton label="Finish onboarding" />
            )}
          </div>
        </>
      )}
    </main>
  );
}
