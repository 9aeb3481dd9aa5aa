/**
 * Test helpers for ticketing: an event with ticket types written straight to the database (the
 * events API is another team's and not what these tests are about), and signed sandbox webhooks.
 */
import { events } from '../src/db/schema';
import type { RefundPolicy, TicketTypeInput } from 'contract';
import { saveTicketTypes } from '../src/tickets/ticket-types';
import { signSandboxPayload } from '../src/payments/sandbox-signature';
import type { TestApi } from './test-api';

export const SANDBOX_SECRET = 'test-sandbox-secret';

export async function createTicketedEvent(
  api: TestApi,
  hostId: string,
  types: TicketTypeInput[],
  options: {
    now?: Date;
    name?: string;
    type?: 'simpleRsvp' | 'ticketed';
    /** Every request waits for an organizer's approval. */
    requiresApproval?: boolean;
    /** When paid guests may ask for a refund (default none; `until` needs `refundsUntil`). */
    refundPolicy?: RefundPolicy;
    refundsUntil?: Date;
  } = {},
): Promise<{ eventId: string; ticketTypeIds: string[] }> {
  const now = options.now ?? new Date();
  const db = api.database.db;
  const eventType = options.type ?? 'ticketed';
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(events)
      .values({
        hostId,
        name: options.name ?? 'Test Concert',
        type: eventType,
        startTime: new Date(now.getTime() + 7 * 86_400_000),
        timeZone: 'America/New_York',
        city: 'Brooklyn',
        state: 'NY',
        requiresApproval: options.requiresApproval ?? false,
        refundPolicy: options.refundPolicy ?? 'none',
        refundsUntil: options.refundsUntil ?? null,
      })
      .returning();
    await saveTicketTypes(tx, event!.id, types, eventType, now);
    const rows = await tx.query.ticketTypes.findMany({
      where: (t, { eq }) => eq(t.eventId, event!.id),
      orderBy: (t, { asc }) => [asc(t.position)],
    });
    return { eventId: event!.id, ticketTypeIds: rows.map((r) => r.id) };
  });
}

export const paidType = (overrides: Partial<TicketTypeInput> = {}): TicketTypeInput => ({
  name: 'General admission',
  priceCents: 2500,
  capacity: 100,
  maxPerOrder: 10,
  ...overrides,
});

/** POSTs a sandbox webhook signed with the test secret at the server's `now`. */
export function sendSandboxWebhook(
  api: TestApi,
  payload: Record<string, unknown>,
  nowSeconds: number,
  secret = SANDBOX_SECRET,
) {
  const body = JSON.stringify(payload);
  return api.request('/v2/payments/webhooks/sandbox', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': signSandboxPayload(secret, body, nowSeconds),
    },
  });
}
