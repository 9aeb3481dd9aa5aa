import { ButtonLink } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { ErrorPanel, FullPageLoader } from 'shared-ui';
import { useConnectAccount } from '../api/connect-account';
import { AccountState } from './account-state';
import { OnboardingButton } from './onboarding-button';

/**
 * Where the payout account stands, read from the API, and the next step: the wallet once payouts
 * are enabled, else onboarding (`onboardingLabel` says how it is put).
 */
export function PayoutAccountPanel({
  loadingLabel,
  loaderDelayMs,
  onboardingLabel,
}: {
  loadingLabel: string;
  /** 0 where the page has nothing else to show meanwhile (the provider's way back). */
  loaderDelayMs?: number;
  onboardingLabel: (state: 'none' | 'onboarding' | 'restricted') => string;
}) {
  const account = useConnectAccount();
  if (account.isPending) return <FullPageLoader label={loadingLabel} delayMs={loaderDelayMs} />;
  if (account.isError) {
    return (
      <ErrorPanel message={toUserMessage(account.error)} onRetry={() => void account.refetch()} />
    );
  }
  return (
    <>
      <AccountState account={account.data} />
      <div className="money-actions">
        {account.data.state === 'enabled' ? (
          <ButtonLink to={paths.wallet()}>Open your wallet</ButtonLink>
        ) : (
          <OnboardingButton label={onboardingLabel(account.data.state)} />
        )}
      </div>
    </>
  );
}
