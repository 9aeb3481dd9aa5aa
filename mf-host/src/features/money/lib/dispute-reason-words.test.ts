import { describe, expect, it } from 'vitest';
import { UNSPECIFIED_REASON, disputeReasonWords } from './dispute-reason-words';

describe('disputeReasonWords', () => {
  it('says what the buyer claims in plain words', () => {
    expect(disputeReasonWords('fraudulent')).toBe('The buyer says they did not make this payment.');
    expect(disputeReasonWords('product_not_received')).toBe(
      'The buyer says they did not get what they paid for.',
    );
    expect(disputeReasonWords('duplicate')).toBe(
      'The buyer says they were charged twice for the same thing.',
    );
  });

  it('says no specific reason was given for `general` and for a reason it does not know', () => {
    expect(disputeReasonWords('general')).toBe(UNSPECIFIED_REASON);
    expect(disputeReasonWords('some_new_reason')).toBe(UNSPECIFIED_REASON);
    // Not a key of a plain object's prototype either.
    expect(disputeReasonWords('constructor')).toBe(UNSPECIFIED_REASON);
  });

  it('never shows a provider code', () => {
    for (const reason of ['fraudulent', 'credit_not_processed', 'insufficient_funds', 'x_y']) {
      expect(disputeReasonWords(reason)).not.toMatch(/_/);
    }
  });
});
