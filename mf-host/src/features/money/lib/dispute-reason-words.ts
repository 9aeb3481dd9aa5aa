/**
 * The provider's dispute reasons (Stripe's `Dispute.reason`, which the sandbox passes through as
 * given) in the host's words. The contract keeps `reason` a free string, so a reason this list
 * does not know still reads as a sentence, never as a code.
 */
const REASON_WORDS: ReadonlyMap<string, string> = new Map([
  ['fraudulent', 'The buyer says they did not make this payment.'],
  ['unrecognized', 'The buyer does not recognize this payment.'],
  ['duplicate', 'The buyer says they were charged twice for the same thing.'],
  ['product_not_received', 'The buyer says they did not get what they paid for.'],
  ['product_unacceptable', 'The buyer says what they got was not as described.'],
  ['credit_not_processed', 'The buyer says they were owed a refund and did not get it.'],
  ['subscription_canceled', 'The buyer says they were charged after cancelling.'],
  ['customer_initiated', 'The buyer asked their bank to take this payment back.'],
  ['debit_not_authorized', 'The buyer says they did not allow this debit from their account.'],
  ['bank_cannot_process', 'The bank says it could not process this payment.'],
  ['incorrect_account_details', 'The bank says the account details were wrong.'],
  ['insufficient_funds', 'The bank says the account did not have enough money.'],
  ['check_returned', 'The bank returned the check unpaid.'],
  ['noncompliant', 'The card network says this payment broke its rules.'],
]);

/** Said when the bank gave no specific reason (`general`) or one this list does not know. */
export const UNSPECIFIED_REASON = 'The bank did not give a specific reason.';

/**
 * What the buyer or their bank says is wrong with the payment, as a sentence. A Map rather than
 * an object: a reason such as `constructor` must not find something on Object.prototype.
 */
export const disputeReasonWords = (reason: string): string =>
  REASON_WORDS.get(reason) ?? UNSPECIFIED_REASON;
