import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { Wallet } from 'contract';
import { EmptyState, formatMoney } from 'shared-ui';
import { DISPUTE_WORDS, PAYOUT_WORDS, shortDay } from '../lib/wallet-words';

/** The open disputes, each a link to its page, with its deadline while an answer is due. */
export function OpenDisputes({ disputes }: { disputes: Wallet['openDisputes'] }) {
  if (disputes.length === 0) return null;
  return (
    <section className="money-section">
      <h2>Disputes</h2>
      <ul className="money-list">
        {disputes.map((d) => (
          <li key={d.id}>
            <Link to={paths.dispute(d.id)}>{formatMoney(d.amountCents, d.currency)} disputed</Link>
            <span className="money-status" data-status={d.status}>
              {DISPUTE_WORDS[d.status as keyof typeof DISPUTE_WORDS] ?? d.status}
              {/* Under review, the host has nothing left to answer: no deadline. */}
              {d.status === 'needs_response' && ` · answer by ${shortDay(d.evidenceDueBy)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every payout, with where it stands. */
export function PayoutHistory({ payouts }: { payouts: Wallet['payouts'] }) {
  return (
    <section className="money-section">
      <h2>Payouts</h2>
      {payouts.length === 0 ? (
        <EmptyState
          icon="🏦"
          title="No payouts yet"
          message="When you pay out, each payout and where it stands shows here."
          headingLevel={3}
        />
      ) : (
        <ul className="money-list" aria-label="Payout history">
          {payouts.map((p) => (
            <li key={p.id}>
              <span>
                {formatMoney(p.amountCents, p.currency)} · {shortDay(p.createdAt)}
              </span>
              <span className="money-status" data-status={p.status}>
                {PAYOUT_WORDS[p.status]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
