import { useState } from 'react';
import { Link } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import type { Payout } from 'contract';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorPanel,
  FullPageLoader,
  formatMoney,
  useToast,
} from 'shared-ui';
import { DialogActions } from '../components/dialog-actions';
import { useConnectAccount } from '../features/money/api/connect-account';
import { useRequestPayout, useWallet } from '../features/money/api/wallet';
import { AccountState } from '../features/money/components/account-state';
import { OnboardingButton } from '../features/money/components/onboarding-button';
import '../components/host.css';
import '../features/money/components/money.css';

const PAYOUT_WORDS: Record<Payout['status'], string> = {
  pending: 'Pending',
  in_transit: 'On its way',
  paid: 'Paid',
  failed: 'Failed: returned to your balance',
  canceled: 'Cancelled: returned to your balance',
};

const DISPUTE_WORDS = { needs_response: 'Needs your response', under_review: 'Under review' };

const day = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

/** `/app/host/wallet`: the host's balance (available, pending), payouts and open disputes. */
export default function WalletPage() {
  const wallet = useWallet();
  const account = useConnectAccount();
  const payout = useRequestPayout();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

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

  const payOut = () =>
    payout.mutate(
      { amountCents: w.availableCents, currency: w.currency },
      {
        onSuccess: (p) => {
          setConfirming(false);
          toast.show(`${formatMoney(p.amountCents, p.currency)} is on its way to your bank`, {
            kind: 'success',
          });
        },
      },
    );

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

      <section className="money-balances" aria-label="Balance">
        <div className="money-balance">
          <p className="money-balance__label" id="available-label">
            Available
          </p>
          <p className="money-balance__amount" aria-labelledby="available-label">
            {formatMoney(w.availableCents, w.currency)}
          </p>
        </div>
        <div className="money-balance">
          <p className="money-balance__label" id="pending-label">
            Pending
          </p>
          <p className="money-balance__amount" aria-labelledby="pending-label">
            {formatMoney(w.pendingCents, w.currency)}
          </p>
        </div>
      </section>

      <div className="money-actions">
        <Button onClick={() => setConfirming(true)} disabled={!canPayOut}>
          Pay out {formatMoney(w.availableCents, w.currency)}
        </Button>
      </div>
      {!canPayOut && account.data.payoutsEnabled && (
        <p className="host-page__note">Nothing available to pay out yet.</p>
      )}

      {confirming && (
        <Dialog title="Pay out to your bank?" onClose={() => setConfirming(false)}>
          <p>
            {formatMoney(w.availableCents, w.currency)} goes to the bank account you gave the
            payment provider. It usually arrives in two days.
          </p>
          {payout.isError && <p role="alert">{toUserMessage(payout.error)}</p>}
          <DialogActions>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={payout.isPending}
            >
              Not now
            </Button>
            <Button onClick={payOut} disabled={payout.isPending}>
              {payout.isPending
                ? 'Paying out…'
                : `Pay out ${formatMoney(w.availableCents, w.currency)}`}
            </Button>
          </DialogActions>
        </Dialog>
      )}

      {w.openDisputes.length > 0 && (
        <section className="money-section">
          <h2>Disputes</h2>
          <ul className="money-list">
            {w.openDisputes.map((d) => (
              <li key={d.id}>
                <Link to={paths.dispute(d.id)}>
                  {formatMoney(d.amountCents, d.currency)} disputed
                </Link>
                <span className="money-status" data-status={d.status}>
                  {DISPUTE_WORDS[d.status as keyof typeof DISPUTE_WORDS] ?? d.status}
                  {/* Under review, the host has nothing left to answer: no deadline. */}
                  {d.status === 'needs_response' && ` · answer by ${day(d.evidenceDueBy)}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="money-section">
        <h2>Payouts</h2>
        {w.payouts.length === 0 ? (
          <EmptyState
            icon="🏦"
            title="No payouts yet"
            message="When you pay out, each payout and where it stands shows here."
            headingLevel={3}
          />
        ) : (
          <ul className="money-list" aria-label="Payout history">
            {w.payouts.map((p) => (
              <li key={p.id}>
                <span>
                  {formatMoney(p.amountCents, p.currency)} · {day(p.createdAt)}
                </span>
                <span className="money-status" data-status={p.status}>
                  {PAYOUT_WORDS[p.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
