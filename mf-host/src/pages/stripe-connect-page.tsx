import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { ErrorPanel, FullPageLoader, buttonClassName } from 'shared-ui';
import { useConnectAccount, useStartOnboarding } from '../features/money/api/connect-account';
import { AccountState } from '../features/money/components/account-state';
import { OnboardingButton } from '../features/money/components/onboarding-button';
import '../components/host.css';
import '../features/money/components/money.css';

/**
 * `/app/host/stripe-connect`: start or resume payout onboarding. The provider sends a browser
 * whose link expired or was used here with `?refresh=1`: a fresh link is minted at once.
 */
export default function StripeConnectPage() {
  const [params] = useSearchParams();
  const refresh = params.get('refresh') === '1';
  const account = useConnectAccount();
  const start = useStartOnboarding();
  const started = useRef(false);

  useEffect(() => {
    if (!refresh || started.current) return;
    started.current = true;
    start.mutate(undefined, { onSuccess: ({ link }) => window.location.assign(link.url) });
  }, [refresh, start]);

  if (refresh) {
    if (start.isError) {
      return (
        <main className="host-page">
          <ErrorPanel
            title="Couldn’t get a new onboarding link"
            message={toUserMessage(start.error)}
            onRetry={() =>
              start.mutate(undefined, { onSuccess: ({ link }) => window.location.assign(link.url) })
            }
          />
        </main>
      );
    }
    return <FullPageLoader label="Your link ran out; getting a fresh one" delayMs={0} />;
  }

  return (
    <main className="host-page">
      <header className="host-page__header">
        <h1>Payouts</h1>
        <p>Ticket money goes to your bank through our payment provider.</p>
      </header>
      {account.isPending ? (
        <FullPageLoader label="Loading your payout account" />
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
              <OnboardingButton
                label={account.data.state === 'none' ? 'Set up payouts' : 'Finish onboarding'}
              />
            )}
          </div>
        </>
      )}
    </main>
  );
}
