import type { Dispute } from 'contract';

/**
 * Where a dispute stands, as the dispute page says it: "Status" while it is open, "Outcome" once
 * the card issuer decided, and the deadline only while the host can still answer (the API's
 * `canSubmitEvidence`: needs a response, no evidence yet, deadline not passed). A deadline shown
 * beside "Won" or "Under review" reads as something still to do.
 */
export interface DisputeStanding {
  label: 'Status' | 'Outcome';
  words: string;
  /** Seconds; null once answering is no longer possible. */
  answerBy: number | null;
}

type StandingInput = Pick<
  Dispute,
  'status' | 'canSubmitEvidence' | 'evidenceDueBy' | 'evidenceSubmittedAt'
>;

export function disputeStanding(dispute: StandingInput): DisputeStanding {
  switch (dispute.status) {
    case 'won':
      return { label: 'Outcome', words: 'Won: the money stays with you', answerBy: null };
    case 'lost':
      return {
        label: 'Outcome',
        words: 'Lost: the amount and the dispute fee were taken from your balance',
        answerBy: null,
      };
    case 'under_review':
      return {
        label: 'Status',
        words: 'Under review: the card issuer is deciding',
        answerBy: null,
      };
    case 'needs_response':
      if (dispute.canSubmitEvidence) {
        return { label: 'Status', words: 'Needs your response', answerBy: dispute.evidenceDueBy };
      }
      // The provider has not moved it on yet: say what the host can no longer do, not "needs".
      return {
        label: 'Status',
        words: dispute.evidenceSubmittedAt
          ? 'Evidence sent: waiting for the card issuer'
          : 'No evidence was sent before the deadline',
        answerBy: null,
      };
  }
}
