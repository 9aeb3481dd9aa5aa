import { useState, type FormEvent } from 'react';
import type { Dispute } from 'contract';
import { MONEY_LIMITS } from 'contract/values';
import { Button, TextArea } from 'shared-ui';
import { useSubmitDisputeEvidence } from '../api/dispute';
import { draftExplanation } from '../lib/dispute-facts';
import { EvidencePhotos, uploadedFiles, type EvidencePhoto } from './evidence-photos';
import { ApiConfirmDialog } from '../../../components/api-confirm';

/**
 * The evidence: an explanation (started from the order's facts) and photos, uploaded as they are
 * picked. Sent once, after a confirmation, with the facts.
 */
export function DisputeEvidenceForm({
  dispute,
  facts,
}: {
  dispute: Dispute;
  facts: Record<string, string>;
}) {
  const [explanation, setExplanation] = useState(() => draftExplanation(dispute));
  const [photos, setPhotos] = useState<EvidencePhoto[]>([]);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitDisputeEvidence(dispute.id);
  const uploading = photos.some((p) => p.state === 'uploading');
  const failed = photos.some((p) => p.state === 'failed');
  const blocked = !explanation.trim() || uploading || failed;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!blocked) setConfirming(true);
  };

  return (
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
      {confirming && (
        <ApiConfirmDialog
          title="Send this evidence?"
          confirmLabel="Send evidence"
          cancelLabel="Keep editing"
          pendingText="Sending…"
          onConfirm={() =>
            submit.mutateAsync({
              explanation: explanation.trim(),
              facts,
              files: uploadedFiles(photos),
            })
          }
          onClose={() => setConfirming(false)}
        >
          <p>
            You can only send evidence once; it cannot be changed afterwards.
            {photos.length > 0 &&
              ` ${photos.length} ${photos.length === 1 ? 'photo goes' : 'photos go'} with it.`}
          </p>
        </ApiConfirmDialog>
      )}
    </form>
  );
}
