/**
 * The Stripe side of a dispute, beyond the webhook mapping (stripe-events.ts):
 * - evidence: each attached image is uploaded through Stripe's Files API
 *   (`purpose: 'dispute_evidence'`) and its file id put in an evidence field, then the evidence is
 *   submitted once (`submit: true`);
 * - a lost dispute: Stripe debits the *platform* for a disputed destination charge (amount and
 *   fee), so the host's money is taken back from the connected account: the host's share by
 *   reversing the charge's transfer, the rest (the fee, and any share a refund already reversed)
 *   by an account debit (a charge whose source is the connected account). Each call is keyed by
 *   the dispute id, so a redelivered webhook cannot take the money twice.
 */
import sharp from 'sharp';
import type Stripe from 'stripe';
import type { DisputeEvidenceInput, DisputeLossInput } from './payment-provider';
import { stripeDispute } from './stripe-events';

/**
 * Stripe has one file per evidence field and our files carry no kind (photos or screenshots), so
 * they fill general fields in this order (MONEY_LIMITS.maxFiles is 5); the text lists which is which.
 */
export const EVIDENCE_FILE_FIELDS = [
  'uncategorized_file',
  'service_documentation',
  'customer_communication',
  'receipt',
  'customer_signature',
] as const;

/** Stripe takes evidence as JPEG, PNG or PDF; ours are stored as WebP. */
const asJpeg = (bytes: Buffer) => sharp(bytes).jpeg({ quality: 85 }).toBuffer();
const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'evidence'}.jpg`;

export async function submitStripeEvidence(
  stripe: Stripe,
  { disputeId, text, files }: DisputeEvidenceInput,
  /** Stripe uploads go to their own host (files.stripe.com); tests point it at the double. */
  filesHost: string | undefined,
) {
  if (files.length > EVIDENCE_FILE_FIELDS.length) {
    throw new Error(`Stripe takes at most ${EVIDENCE_FILE_FIELDS.length} evidence files`);
  }
  const uploaded = await Promise.all(
    files.map(async (file) => {
      const created = await stripe.files.create(
        {
          purpose: 'dispute_evidence',
          file: {
            data: await asJpeg(await file.read()),
            name: jpegName(file.name),
            type: 'image/jpeg',
          },
        },
        filesHost ? { host: filesHost } : {},
      );
      return created.id;
    }),
  );
  const fields = Object.fromEntries(uploaded.map((id, i) => [EVIDENCE_FILE_FIELDS[i]!, id]));
  const named = files.map((f, i) => `${EVIDENCE_FILE_FIELDS[i]}: ${f.name}`).join('\n');
  const dispute = await stripe.disputes.update(disputeId, {
    evidence: {
      uncategorized_text: files.length ? `${text}\n\nAttached photos:\n${named}` : text,
      ...fields,
    },
    submit: true,
  });
  return stripeDispute(dispute);
}

export async function recoverStripeDisputeLoss(stripe: Stripe, input: DisputeLossInput) {
  const intent = await stripe.paymentIntents.retrieve(input.paymentReference, {
    expand: ['latest_charge.transfer'],
  });
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const transfer = charge && typeof charge.transfer === 'object' ? charge.transfer : null;
  // A refund may already have reversed part of the transfer, and a reversal cannot exceed the
  // rest. A retry must send the same amounts under the same keys (Stripe refuses a key reused with
  // other parameters), so this dispute's own earlier reversal counts as still reversible.
  const ours = (transfer?.reversals?.data ?? [])
    .filter((r) => r.metadata?.disputeId === input.disputeId)
    .reduce((sum, r) => sum + r.amount, 0);
  const reversible = transfer ? Math.max(0, transfer.amount - transfer.amount_reversed + ours) : 0;
  const reversed = Math.min(input.hostShareCents, reversible);
  const metadata = { disputeId: input.disputeId };
  if (transfer && reversed > 0) {
    await stripe.transfers.createReversal(
      transfer.id,
      { amount: reversed, metadata },
      { idempotencyKey: `dispute_loss_reversal_${input.disputeId}` },
    );
  }
  const debit = input.hostShareCents - reversed + input.disputeFeeCents;
  if (debit > 0) {
    await stripe.charges.create(
      {
        amount: debit,
        currency: input.currency,
        source: input.accountId,
        description: 'Lost dispute: fee',
        metadata,
      },
      { idempotencyKey: `dispute_loss_debit_${input.disputeId}` },
    );
  }
}
