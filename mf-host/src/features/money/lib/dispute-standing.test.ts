import { describe, expect, it } from 'vitest';
import { disputeStanding } from './dispute-standing';

const due = 1_900_000_000;
const open = {
  status: 'needs_response' as const,
  canSubmitEvidence: true,
  evidenceDueBy: due,
  evidenceSubmittedAt: null,
};

describe('disputeStanding', () => {
  it('gives the deadline while the host can still answer', () => {
    expect(disputeStanding(open)).toEqual({
      label: 'Status',
      words: 'Needs your response',
      answerBy: due,
    });
  });

  it('gives the outcome, and no deadline, once the dispute is decided', () => {
    const done = { ...open, canSubmitEvidence: false, evidenceSubmittedAt: due - 10 };
    expect(disputeStanding({ ...done, status: 'won' })).toEqual({
      label: 'Outcome',
      words: 'Won: the money stays with you',
      answerBy: null,
    });
    expect(disputeStanding({ ...done, status: 'lost' })).toMatchObject({
      label: 'Outcome',
      words: expect.stringMatching(/^Lost/),
      answerBy: null,
    });
  });

  it('gives no deadline while under review', () => {
    expect(
      disputeStanding({ ...open, status: 'under_review', canSubmitEvidence: false }),
    ).toMatchObject({
      label: 'Status',
      words: expect.stringMatching(/^Under review/),
      answerBy: null,
    });
  });

  it('does not ask for a response the API no longer takes', () => {
    const closed = { ...open, canSubmitEvidence: false };
    expect(disputeStanding(closed)).toEqual({
      label: 'Status',
      words: 'No evidence was sent before the deadline',
      answerBy: null,
    });
    expect(disputeStanding({ ...closed, evidenceSubmittedAt: due - 10 }).words).toBe(
      'Evidence sent: waiting for the card issuer',
    );
  });
});
