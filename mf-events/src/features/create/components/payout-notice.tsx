import { Link } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { Spinner } from 'shared-ui';
import { usePayoutAccount } from '../api/payout-account';
import './payout-notice.css';

export interface PayoutNoticeProps {
  /**
   * In the form, set-up opens in a new tab so what the host typed is kept; after creating, the
   * same tab goes there.
   */
  newTab?: boolean;
}

/**
 * For an event with paid tickets: whether the host's payouts are set up, and the way to set-up
 * (mf-host's page) as a real link. Buyers can only pay a host whose account takes charges where
 * the provider needs one (`canSellPaidTickets`).
 */
export function PayoutNotice({ newTab = false }: PayoutNoticeProps) {
  const account = usePayoutAccount(true);
  const linkProps = newTab ? { target: '_blank', rel: 'noopener' } : {};
  if (account.isPending) {
    return (
      <div className="payout-notice">
        <Spinner size="sm" label="Checking your payouts" />
      </div>
    );
  }
  if (account.isError) {
    return (
      <p className="payout-notice payout-notice--problem" role="status">
        We couldn't check your payouts ({toUserMessage(account.error)}).{' '}
        <Link to={paths.stripeConnect()} {...linkProps}>
          Payout set-up
        </Link>
      </p>
    );
  }
  if (account.data.state === 'enabled') {
    return (
      <p className="payout-notice payout-notice--ok" role="status">
        Payouts are set up: ticket money goes to your bank.{' '}
        <Link to={paths.wallet()} {...linkProps}>
          Your wallet
        </Link>
      </p>
    );
  }
  return (
    <div className="payout-notice payout-notice--problem" role="status">
      <p>
        <strong>Payouts aren't set up yet.</strong>{' '}
        {account.data.canSellPaidTickets
          ? 'Buyers can pay, but the money waits until you set up payouts.'
          : "Buyers can't pay for tickets until you set up payouts."}
      </p>
      <Link className="payout-notice__link" to={paths.stripeConnect()} {...linkProps}>
        {account.data.state === 'none' ? 'Set up payouts' : 'Finish setting up payouts'}
        {newTab && <span className="payout-notice__hint"> (opens in a new tab)</span>}
      </Link>
    </div>
  );
}
