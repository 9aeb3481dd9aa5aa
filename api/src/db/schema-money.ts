/**
 * Host money (issue 10): connected accounts, the host money ledger, payouts and disputes, and the
 * sandbox provider's own records of the same (its "Stripe side").
 *
 * - `connected_accounts`: a host's payout account and its state as last read from the provider
 *   (on `GET /users/connect/` and on the provider's account webhooks, never from the return URL).
 * - `money_ledger`: every movement of a host's money, appended once, never changed (a trigger,
 *   migration `money`, refuses UPDATE/DELETE/TRUNCATE). Signed integers in minor units with an
 *   explicit currency. A wallet's balance is a sum over it: money out is taken from the available
 *   balance at once; money in is available once its `available_on` has come, pending before. `(kind, reference)` is unique, so a redelivered webhook or a
 *   retried call never records a movement twice.
 * - `payouts` and `disputes`: their current state (statuses change; the money they move is in the
 *   ledger).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DISPUTE_STATUSES,
  MONEY_LEDGER_KINDS,
  PAYOUT_STATUSES,
  type DisputeEvidenceFile,
  type DisputeStatus,
  type MoneyLedgerKind,
  type PayoutStatus,
} from 'contract';
import { users } from './schema';
import { orders } from './schema-ticketing';
import { createdAt, refKey, requiredRef, serialKey, timestamps, ts, uuidKey } from './columns';
import { userRef } from './references';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const connectedAccounts = pgTable(
  'connected_accounts',
  {
    userId: refKey('user_id', () => users.id, 'restrict'),
    provider: text('provider').notNull(),
    accountId: text('account_id').notNull(),
    currency: text('currency').notNull(),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('connected_accounts_account_idx').on(t.provider, t.accountId)],
);

export const moneyLedger = pgTable(
  'money_ledger',
  {
    id: serialKey(),
    userId: userRef('user_id', 'restrict'),
    accountId: text('account_id').notNull(),
    kind: text('kind').$type<MoneyLedgerKind>().notNull(),
    /** Positive: money in to the host's balance; negative: out. Minor units. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** When the amount counts as available (before: pending). */
    availableOn: ts('available_on').notNull(),
    /** What moved it: an order, refund, payout or dispute id. */
    reference: text('reference').notNull(),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('money_ledger_kind_reference_idx').on(t.kind, t.reference),
    index('money_ledger_user_idx').on(t.userId, t.currency),
    check('money_ledger_kind_check', sql`${t.kind} in (${inList(MONEY_LEDGER_KINDS)})`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: uuidKey(),
    userId: userRef('user_id', 'restrict'),
    accountId: text('account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    providerPayoutId: text('provider_payout_id'),
    failureMessage: text('failure_message'),
    arrivalDate: ts('arrival_date'),
    ...timestamps(),
  },
  (t) => [
    index('payouts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payouts_provider_idx').on(t.providerPayoutId),
    check('payouts_status_check', sql`${t.status} in (${inList(PAYOUT_STATUSES)})`),
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export interface DisputeEvidence {
  explanation: string;
  /** What we knew and pre-filled (pass, its check-in, the order), as submitted. */
  facts: Record<string, string>;
  /** Photos or screenshots the host uploaded (POST /images/), with their original names. */
  files: DisputeEvidenceFile[];
}

export const disputes = pgTable(
  'disputes',
  {
    id: uuidKey(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    hostId: userRef('host_id', 'restrict'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    evidenceDueBy: ts('evidence_due_by').notNull(),
    evidence: jsonb('evidence').$type<DisputeEvidence>(),
    evidenceSubmittedAt: ts('evidence_submitted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('disputes_provider_idx').on(t.providerDisputeId),
    index('disputes_host_idx').on(t.hostId),
    check('disputes_status_check', sql`${t.status} in (${inList(DISPUTE_STATUSES)})`),
  ],
);

// ---- The sandbox provider's side (what Stripe would hold) ----

export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  requirementsDue: jsonb('requirements_due').$type<string[]>().notNull(),
  createdAt: createdAt(),
});

export const sandboxAccountLinks = pgTable('sandbox_account_links', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  refreshUrl: text('refresh_url').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** The sandbox's balance transactions per connected account (Stripe's balance_transactions). */
export const sandboxBalanceTransactions = pgTable(
  'sandbox_balance_transactions',
  {
    id: serialKey(),
    accountId: text('account_id').notNull(),
    type: text('type').notNull(),
    source: text('source').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    availableOn: ts('available_on').notNull(),
  },
  (t) => [uniqueIndex('sandbox_balance_source_idx').on(t.type, t.source)],
);

export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').$type<PayoutStatus>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: ts('created_at').notNull(),
});

export const sandboxDisputes = pgTable('sandbox_disputes', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  paymentReference: text('payment_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  hostShareCents: integer('host_share_cents').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<DisputeStatus>().notNull(),
  dueBy: ts('due_by').notNull(),
  evidence: jsonb('evidence'),
});

export type ConnectedAccountRow = typeof connectedAccounts.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
