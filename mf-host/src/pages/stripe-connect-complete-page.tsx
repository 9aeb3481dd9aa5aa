import { PayoutAccountPanel } from '../features/money/components/payout-account-panel';
import '../components/host.css';
import '../features/money/components/money.css';

/**
 * `/app/host/stripe-connect/complete`: where the provider returns. Coming back does not mean done:
 * the account's state is read from the provider (through the API) and shown as it is.
 */
export default function StripeConnectCompletePage() {
  return (
    <main className="host-page">
      <header className="host-page__header">
        <h1>Payouts</h1>
      </header>
      <PayoutAccountPanel
        loadingLabel="Checking your payout account"
        loaderDelayMs={0}
        onboardingLabel={() => 'Finish onboarding'}
      />
    </main>
  );
}
