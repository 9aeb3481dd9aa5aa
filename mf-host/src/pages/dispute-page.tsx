import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'shared-ui/router';
import { isApiError, paths, toUserMessage } from 'shared-api';
import type { Dispute } from 'contract';
import { MONEY_LIMITS } from 'contract/values';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorPanel,
  FullPageLoader,
  TextArea,
  buttonClassName,
  formatMoney,
} from 'shared-ui';
import { DialogActions } from '../components/dialog-actions';
import '../components/host.css';
import { useDispute, useSubmitDisputeEvidence } from '../features/money/api/dispute';
import {
  EvidencePhotos,
  SentPhotos,
  uploadedFiles,
  type EvidencePhoto,
} from '../features/money/components/evidence-photos';
import '../features/money/components/money.css';
import { disputeReasonWords } from '../features/money/lib/dispute-reason-words';
import { disputeStanding } from '../features/money/lib/dispute-standing';

const when = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** What we know about the order, as label → value, to send with the evidence. */
function factsOf(dispute: Dispute): Record<string, string> {
  const facts: Record<string, string> = {
    Event: dispute.order.eventName,
    Buyer: dispute.order.buyerName,
    'Order total': formatMoney(dispute.order.totalCents, dispute.currency),
    Tickets: dispute.order.lines.map((l) => `${l.quantity} × ${l.name}`).join(', '),
  };
  if (dispute.order.completedAt) facts.Purchased = when(dispute.order.completedAt);
  dispute.passes.forEach((pass, i) => {
    facts[`Pass ${i + 1}`] = pass.checkedInAt
      ? `${pass.ticketTypeName}: checked in ${when(pass.checkedInAt)}${pass.checkedInDevice ? ` (${pass.checkedInDevice})` : ''}`
      : `${pass.ticketTypeName}: not checked in (${pass.status})`;
  });
  return facts;
}

/** `/app/dispute/:disputeId`: one dispute on the host's order, and the evidence, sent once. */
export default function DisputePage() {
  const { disputeId = '' } = useParams();
  const dispute = useDispute(disputeId);

  if (dispute.isPending) return <FullPageLoader label="Loading the dispute" />;
  if (dispute.isError) {
    const status = isApiError(dispute.error) ? dispute.error.status : 0;
    return (
      <main className="host-page">
        {status === 403 ? (
          <EmptyState
            icon="🔒"
            title="Only the host of this order can see its dispute"
            action={
              <Link className={buttonClassName({ variant: 'secondary' })} to={paths.wallet()}>
                Your wallet
              </Link>
            }
          />
        ) : status === 404 ? (
          <EmptyState icon="🔎" title="No such dispute" message="The link may be wrong." />
        ) : (
          <ErrorPanel
            message={toUserMessage(dispute.error)}
            onRetry={() => void dispute.refetch()}
          />
        )}
      </main>
    );
  }
  return <DisputeView dispute={dispute.data} />;
}

function DisputeView({ dispute }: { dispute: Dispute }) {
  const facts = useMemo(() => factsOf(dispute), [dispute]);
  const standing = disputeStanding(dispute);
  const [explanation, setExplanation] = useState(
    `${dispute.order.buyerName} bought ${dispute.order.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')} for ${dispute.order.eventName}.` +
      (dispute.passes.some((p) => p.checkedInAt)
        ? ' Their pass was scanned at the door, so they attended.'
        : ''),
  );
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitDisputeEvidence(dispute.id);
  const uploading = photos.some((p) => p.state === 'uploading');
  const failed = photos.some((p) => p.state === 'failed');
  const blocked = !explanation.trim() || uploading || failed;

  const send = () =>
    submit.mutate(
      { explanation: explanation.trim(), facts, files: uploadedFiles(photos) },
      { onSuccess: () => setConfirming(false) },
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!blocked) setConfirming(true);
  };

  return (
    <main className="host-page">
      <header className="host-page__header">
        <h1>Dispute: {formatMoney(dispute.amountCents, dispute.currency)}</h1>
        <p>A buyer’s bank questioned this payment. {disputeReasonWords(dispute.reason)}</p>
      </header>
      <dl className="money-facts">
        <dt>{standing.label}</dt>
        <dd className="money-status" data-status={dispute.status}>
          {standing.words}
        </dd>
        {standing.answerBy !== null && (
          <>
            <dt>Answer by</dt>
            <dd>{when(standing.answerBy)}</dd>
          </>
        )}
        {Object.entries(facts).map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      {dispute.evidence ? (
        <section className="money-section">
          <h2>
            Evidence sent
            {dispute.evidenceSubmittedAt ? ` ${when(dispute.evidenceSubmittedAt)}` : ''}
          </h2>
          <p>{dispute.evidence.explanation}</p>
          <SentPhotos files={dispute.evidence.files} />
        </section>
      ) : dispute.canSubmitEvidence ? (
        <form className="money-section" onSubmit={onSubmit} noValidate>
          <h2>Your evidence</h2>
          <p>The facts above are sent with it. You can send evidence once.</p>
          <TextArea
            label="What happened"
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
            maxLength={MONEY_LIMITS.explanationMaxLength}
            rows={5}
            error={explanation.trim() ? undefined : 'Say what happened in a sentence or two'}
          />
          <EvidencePhotos photos={photos} onChange={setPhotos} />
          {uploading && <p role="status">Wait for the photos to finish uploading.</p>}
          {failed && <p role="alert">Remove the photos that did not upload, or add them again.</p>}
          <div className="money-actions">
            <Button type="submit" disabled={blocked}>
              Submit evidence
            </Button>
          </div>
        </form>
      ) : (
        <p>The time to send evidence has passed.</p>
      )}

      {confirming && (
        <Dialog title="Send this evidence?" onClose={() => setConfirming(false)}>
          <p>
            You can only send evidence once; it cannot be changed afterwards.
            {photos.length > 0 &&
              ` ${photos.length} ${photos.length === 1 ? 'photo goes' : 'photos go'} with it.`}
          </p>
          {submit.isError && <p role="alert">{toUserMessage(submit.error)}</p>}
          <DialogActions>
            <Button
              variant="secondary"
              onClick={() => setConfirming(false)}
              disabled={submit.isPending}
            >
              Keep editing
            </Button>
            <Button onClick={send} disabled={submit.isPending}>
              {submit.isPending ? 'Sending…' : 'Send evidence'}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </main>
  );
}
