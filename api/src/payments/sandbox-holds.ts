/**
 * What the API asks of a sandbox payment once it is made: a refund (recorded on the session; a
 * destination charge's refund takes the host's share back), and the capture or release of an
 * authorisation hold. No money moves; the session row records each.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxSessions } from '../db/schema-ticketing';
import type { HoldInput, RefundInput } from './payment-provider';
import type { SandboxLedger } from './sandbox-ledger';

interface Deps {
  db: Database;
  ledger: Pick<SandboxLedger, 'recordCharge' | 'recordRefund'>;
}

export function createSandboxHolds({ db, ledger }: Deps) {
  /** Moves the hold of the payment to `to` from `authorized` (or from `to` already: a retry). */
  const moveHold = async (paymentReference: string, to: 'captured' | 'released') => {
    const [row] = await db
      .update(sandboxSessions)
      .set({ hold: to })
      .where(
        sql`${sandboxSessions.paymentReference} = ${paymentReference} and ${sandboxSessions.hold} in ('authorized', ${to})`,
      )
      .returning({ id: sandboxSessions.id });
    return row ?? null;
  };

  return {
    async refund({ paymentReference, amountCents, idempotencyKey }: RefundInput) {
      // Like Stripe's idempotency keys: the same key refunds once and answers the same refund id.
      // Checkout refunds an order in full, once, so "nothing refunded yet" is the sandbox's key check.
      const refundId = `re_sbx_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 16)}`;
      const refunded = await db
        .update(sandboxSessions)
        .set({ refundedCents: sql`${sandboxSessions.refundedCents} + ${amountCents}` })
        .where(
          sql`${sandboxSessions.paymentReference} = ${paymentReference} and ${sandboxSessions.refundedCents} = 0`,
        )
        .returning({ id: sandboxSessions.id });
      // A destination charge's refund reverses the host's share (`reverse_transfer`).
      if (refunded.length > 0) await ledger.recordRefund(paymentReference, refundId, amountCents);
      return { refundId };
    },

    // An authorisation is captured or released once; the same call again (a retry) is a no-op,
    // the other call after it fails, as Stripe's would.
    async capture({ paymentReference }: HoldInput) {
      const row = await moveHold(paymentReference, 'captured');
      if (!row) throw new Error(`No authorisation to capture for ${paymentReference}`);
      await ledger.recordCharge(row.id);
    },

    async release({ paymentReference }: HoldInput) {
      const row = await moveHold(paymentReference, 'released');
      if (!row) throw new Error(`No authorisation to release for ${paymentReference}`);
    },
  };
}
