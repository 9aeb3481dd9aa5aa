import { useMemo } from 'react';
import { LoadFailure, useParams } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';
import type { Dispute } from 'contract';
import { FullPageLoader, formatMoney } from 'shared-ui';
import '../components/host.css';
import { useDispute } from '../features/money/api/dispute';
import { DisputeEvidenceForm } from '../features/money/components/dispute-evidence-form';
import { DisputeFactsList } from '../features/money/components/dispute-facts-list';
import { SentPhotos } from '../features/money/components/evidence-photos';
import '../features/money/components/money.css';
import { disputeFacts, disputeTime } from '../features/money/lib/dispute-facts';
import { disputeReasonWords } from '../features/money/lib/dispute-reason-words';

/** `/app/dispute/:disputeId`: one dispute on the host's order, and the evidence, sent once. */
export default function DisputePage() {
  const { disputeId = '' } = useParams();
  const dispute = useDispute(disputeId);

  if (dispute.isPending) return <FullPageLoader label="Loading the dispute" />;
  if (dispute.isError) {
    return (
      <main className="host-page">
        <LoadFailure
          status={isApiError(dispute.error) ? dispute.error.status : null}
          answers={{ 403: HOST_ONLY, 404: NO_SUCH_DISPUTE }}
          message={toUserMessage(dispute.error)}
          onRetry={() => void dispute.refetch()}
        />
      </main>
    );
  }
  return <DisputeView dispute={dispute.data} />;
}

const HOST_ONLY = {
  icon: '🔒',
  title: 'Only the host of this order can see its dispute',
  link: { to: paths.wallet(), label: 'Your wallet', variant: 'secondary' as const },
};
const NO_SUCH_DISPUTE = { icon: '🔎', title: 'No such dispute', message: 'The link may be wrong.' };

function DisputeView({ dispute }: { dispute: Dispute }) {
  const facts = useMemo(() => disputeFacts(dispute), [dispute]);
  return (
    <main className="host-page">
      <header className="host-page__header">
        <h1>Dispute: {formatMoney(dispute.amountCents, dispute.currency)}</h1>
        <p>A buyer’s bank questioned this payment. {disputeReasonWords(dispute.reason)}</p>
      </header>
      <DisputeFactsList dispute={dispute} facts={facts} />
      {dispute.evidence ? (
        <section className="money-section">
          <h2>
            Evidence sent
            {dispute.evidenceSubmittedAt ? ` ${disputeTime(dispute.evidenceSubmittedAt)}` : ''}
          </h2>
          <p>{dispute.evidence.explanation}</p>
          <SentPhotos files={dispute.evidence.files} />
        </section>
      ) : dispute.canSubmitEvidence ? (
        <DisputeEvidenceForm dispute={dispute} facts={facts} />
      ) : (
        <p>The time to send evidence has passed.</p>
      )}
    </main>
  );
}
