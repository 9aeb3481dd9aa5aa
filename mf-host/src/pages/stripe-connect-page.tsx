import { useEffect, useRef } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { toUserMessage } from 'shared-api';
import { ErrorPanel, FullPageLoader } from 'shared-ui';
import { useStartOnboarding } from '../features/money/api/connect-account';
import { PayoutAccountPanel } from '../features/money/components/payout-account-panel';
import '../components/host.css';
import '../features/money/components/money.css';

/**
 * `/app/host/stripe-connect`: start or resume payout onboarding. The provider sends a browser
 * whose link expired or was used here with `?refresh=1`: a fresh link is minted at once.
 */
export default function StripeConnectPage() {
  const [params] = useSearchParams();
  const refresh = params.get('refresh') === '1';
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
      <PayoutAccountPanel
        loadingLabel="Loading your payout account"
        onboardingLabel={(state) => (state === 'none' ? 'Set up payouts' : 'Finish onboarding')}
      />
    </main>
  );
}
