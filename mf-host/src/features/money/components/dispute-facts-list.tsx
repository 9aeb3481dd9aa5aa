import type { Dispute } from 'contract';
import { disputeTime } from '../lib/dispute-facts';
import { disputeStanding } from '../lib/dispute-standing';

/** Where the dispute stands, its deadline while an answer is possible, and the order's facts. */
export function DisputeFactsList({
  dispute,
  facts,
}: {
  dispute: Dispute;
  facts: Record<string, string>;
}) {
  const standing = disputeStanding(dispute);
  return (
    <dl className="money-facts">
      <dt>{standing.label}</dt>
      <dd className="money-status" data-status={dispute.status}>
        {standing.words}
      </dd>
      {standing.answerBy !== null && (
        <>
          <dt>Answer by</dt>
          <dd>{disputeTime(standing.answerBy)}</dd>
        </>
      )}
      {Object.entries(facts).map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
