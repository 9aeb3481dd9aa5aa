/**
 * Disputes: they arrive by webhook (`applyDisputeUpdate`), keyed by the provider's dispute id and
 * tied to our order by its payment reference. Only the host of the disputed order may read one or
 * answer it. Evidence goes to the provider once, before the deadline, while the dispute needs a
 * response; the provider's refusal of a second submission is the backstop behind our own check.
 * A lost dispute debits the host's share of the order and the dispute fee (`dispute_loss`), after
 * the provider has taken the same from the host's connected account (`recoverDisputeLoss`).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { MONEY_LIMITS, type Dispute, type DisputeEvidenceInput } from 'contract';
import type { Database } from '../db/database';
import { events, users } from '../db/schema';
import { scanLog } from '../db/schema-door';
import { connectedAccounts, disputes, moneyLedger, type DisputeRow } from '../db/schema-money';
import { orderItems, orders, passes, ticketTypes } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { conflict, forbidden, notFound } from '../http/api-error';
import type { OwnImageBytes } from '../images/own-image-bytes';
import type { OwnImageCheck } from '../images/own-images';
import type { PaymentProvider, ProviderDispute } from '../payments/payment-provider';
import { hostShareCents } from '../payments/host-share';
import { passesWithCheckIns } from '../tickets/passes-with-check-ins';
import { toEpochSeconds } from '../time/epoch-seconds';
import { tellHostOfDispute } from './host-money-alerts';
import { appendMoney } from './money-ledger';

export async function applyDisputeUpdate(
  db: Database,
  provider: Pick<PaymentProvider, 'now' | 'recoverDisputeLoss'>,
  update: ProviderDispute,
): Promise<void> {
  const [order] = await db
    .select({ order: orders, hostId: events.hostId })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(orders.paymentReference, update.paymentReference));
  if (!order) return;
  // The first delivery about a dispute makes its row and tells the host, in one transaction; a
  // later (or concurrent) one finds the row and only moves its status on.
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(disputes)
      .values({
        providerDisputeId: update.disputeId,
        orderId: order.order.id,
        hostId: order.hostId,
        amountCents: update.amountCents,
        currency: update.currency,
        reason: update.reason,
        status: update.status,
        evidenceDueBy: update.evidenceDueBy,
      })
      .onConflictDoNothing({ target: disputes.providerDisputeId })
      .returning();
    if (created) {
      await tellHostOfDispute(tx, {
        hostId: order.hostId,
        eventId: order.order.eventId,
        disputeId: created.id,
      });
      return created;
    }
    const [updated] = await tx
      .update(disputes)
      .set({ status: update.status, evidenceDueBy: update.evidenceDueBy, updatedAt: new Date() })
      .where(eq(disputes.providerDisputeId, update.disputeId))
      .returning();
    return updated;
  });
  const accountId = order.order.providerAccountId;
  if (row?.status !== 'lost' || !accountId) return;
  const [account] = await db
    .select({ userId: connectedAccounts.userId })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.accountId, accountId));
  if (!account) return;
  const [recorded] = await db
    .select({ id: moneyLedger.id })
    .from(moneyLedger)
    .where(and(eq(moneyLedger.kind, 'dispute_loss'), eq(moneyLedger.reference, row.id)));
  if (recorded) return;
  const hostShare = hostShareCents(order.order.totalCents, order.order.feeCents);
  // Taken from the host at the provider first (keyed by the dispute, so a concurrent or retried
  // delivery takes it once); if that fails, nothing is written and the provider redelivers.
  await provider.recoverDisputeLoss({
    disputeId: update.disputeId,
    paymentReference: update.paymentReference,
    accountId,
    hostShareCents: hostShare,
    disputeFeeCents: MONEY_LIMITS.disputeFeeCents,
    currency: row.currency,
  });
  await appendMoney(db, [
    {
      userId: account.userId,
      accountId,
      kind: 'dispute_loss',
      amountCents: -(hostShare + MONEY_LIMITS.disputeFeeCents),
      currency: row.currency,
      availableOn: provider.now(),
      reference: row.id,
      orderId: order.order.id,
    },
  ]);
}

async function loadForHost(db: Database, callerId: string, disputeId: string) {
  if (!isUuid(disputeId)) throw notFound('No such dispute');
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!row) throw notFound('No such dispute');
  if (row.hostId !== callerId) throw forbidden('Only the host of this order can see its dispute');
  return row;
}

async function disputeView(db: Database, row: DisputeRow, now: Date): Promise<Dispute> {
  const [order] = await db
    .select({ order: orders, eventName: events.name, buyerName: users.name })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(orders.id, row.orderId));
  const lines = await db
    .select({ name: ticketTypes.name, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(eq(orderItems.orderId, row.orderId))
    .orderBy(asc(ticketTypes.name));
  const passRows = await passesWithCheckIns(db, eq(passes.orderId, row.orderId));
  const ids = passRows.map((p) => p.id);
  const scans = ids.length
    ? await db
        .select({
          passId: scanLog.passId,
          scannerName: users.name,
          offline: scanLog.admittedOffline,
        })
        .from(scanLog)
        .innerJoin(users, eq(users.id, scanLog.scannedBy))
        .where(and(inArray(scanLog.passId, ids), eq(scanLog.result, 'admitted')))
    : [];
  const o = order!;
  return {
    id: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    evidenceDueBy: toEpochSeconds(row.evidenceDueBy),
    canSubmitEvidence:
      row.status === 'needs_response' &&
      row.evidenceSubmittedAt === null &&
      now <= row.evidenceDueBy,
    evidenceSubmittedAt: row.evidenceSubmittedAt ? toEpochSeconds(row.evidenceSubmittedAt) : null,
    order: {
      id: o.order.id,
      eventId: o.order.eventId,
      eventName: o.eventName,
      buyerName: o.buyerName,
      totalCents: o.order.totalCents,
      completedAt: o.order.completedAt ? toEpochSeconds(o.order.completedAt) : null,
      lines,
    },
    passes: passRows.map((p) => {
      const scan = scans.find((s) => s.passId === p.id);
      return {
        id: p.id,
        ticketTypeName: p.ticketTypeName,
        status: p.status,
        checkedInAt: p.checkedInAt ? toEpochSeconds(p.checkedInAt) : null,
        checkedInDevice: scan
          ? `Door scanner of ${scan.scannerName}${scan.offline ? ' (offline, synced later)' : ''}`
          : null,
      };
    }),
    evidence: row.evidence ?? null,
  };
}

export async function readDispute(
  db: Database,
  provider: PaymentProvider,
  callerId: string,
  disputeId: string,
): Promise<Dispute> {
  return disputeView(db, await loadForHost(db, callerId, disputeId), provider.now());
}

export interface EvidenceDeps {
  db: Database;
  provider: PaymentProvider;
  ownImage: OwnImageCheck;
  imageBytes: OwnImageBytes;
}

export async function submitEvidence(
  { db, provider, ownImage, imageBytes }: EvidenceDeps,
  callerId: string,
  disputeId: string,
  input: DisputeEvidenceInput,
): Promise<Dispute> {
  const row = await loadForHost(db, callerId, disputeId);
  // Only images this API stored: the provider and the host's page fetch them.
  input.files.forEach((file, i) => ownImage(`files.${i}.image`, file.image));
  const now = provider.now();
  if (row.evidenceSubmittedAt !== null || row.status !== 'needs_response') {
    throw conflict('Evidence was already submitted for this dispute', {
      reason: 'evidence_submitted',
    });
  }
  if (now > row.evidenceDueBy) {
    throw conflict('The deadline for evidence has passed', { reason: 'deadline_passed' });
  }
  const facts = Object.entries(input.facts)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  let answered: ProviderDispute;
  try {
    answered = await provider.submitDisputeEvidence({
      disputeId: row.providerDisputeId,
      text: facts ? `${input.explanation}\n\n${facts}` : input.explanation,
      files: input.files.map((f) => ({
        name: f.name,
        url: f.image.urls.large,
        read: async () => {
          const bytes = await imageBytes(f.image.urls.large);
          if (!bytes) throw new Error(`The image of ${f.name} is no longer stored`);
          return bytes;
        },
      })),
    });
  } catch (error) {
    throw conflict('The payment provider did not take the evidence', {
      reason: 'evidence_refused',
      detail: error instanceof Error ? error.message : undefined,
    });
  }
  const [stored] = await db
    .update(disputes)
    .set({
      evidence: { explanation: input.explanation, facts: input.facts, files: input.files },
      evidenceSubmittedAt: now,
      status: answered.status,
      updatedAt: new Date(),
    })
    .where(and(eq(disputes.id, row.id), isNull(disputes.evidenceSubmittedAt)))
    .returning();
  if (!stored) {
    throw conflict('Evidence was already submitted for this dispute', {
      reason: 'evidence_submitted',
    });
  }
  return disputeView(db, stored, now);
}

export async function openDisputesOf(db: Database, hostId: string) {
  const rows = await db
    .select()
    .from(disputes)
    .where(
      and(
        eq(disputes.hostId, hostId),
        inArray(disputes.status, ['needs_response', 'under_review']),
      ),
    )
    .orderBy(asc(disputes.evidenceDueBy));
  return rows.map((row) => ({
    id: row.id,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    evidenceDueBy: toEpochSeconds(row.evidenceDueBy),
  }));
}
