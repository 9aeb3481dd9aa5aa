/**
 * Test helpers for cancelling an event over HTTP (`POST /events/hosts/cancel`): an API whose refund
 * sweep runs only when a test asks, a host with a stranger and a co-host of every level, and events
 * of that host with a paid, a free and an approval-only ticket type, every co-host invited and
 * accepted.
 */
import { expect } from 'vitest';
import {
  COHOST_PRIVILEGES,
  type CohostPrivilege,
  addDays,
  localDateIn,
  zonedTimeToUtc,
} from 'contract';
import { startTestApi, type TestApi } from './test-api';
import { createTicketedEvent, paidType, SANDBOX_SECRET } from './ticketing-fixtures';

export type Person = Awaited<ReturnType<TestApi['createUser']>>;

/** The event's time zone in these tests. */
export const ZONE = 'America/New_York';

/** Noon in New York tomorrow: texts go out at once. */
export function noonTomorrow(): Date {
  return zonedTimeToUtc(
    { ...addDays(localDateIn(new Date(), ZONE), 1), hour: 12, minute: 0 },
    ZONE,
  );
}

export interface CancellationTeam {
  host: Person;
  stranger: Person;
  cohosts: Record<CohostPrivilege, Person>;
}

/** An API on `clock` whose refund sweep never runs by itself: `sweep` runs it once. */
export async function startCancellationApi(clock: () => Date) {
  let runSweep: (() => Promise<void>) | undefined;
  const api = await startTestApi({
    clock,
    ticketing: {
      sandboxWebhookSecret: SANDBOX_SECRET,
      cancellationSweepMs: 0,
      exposeCancellationSweep: (run) => (runSweep = run),
    },
  });
  const sweep = () => {
    if (!runSweep) throw new Error('the API did not expose its cancellation sweep');
    return runSweep();
  };
  return { api, sweep };
}

export async function createCancellationTeam(api: TestApi): Promise<CancellationTeam> {
  const host = await api.createUser({ name: 'Cancel Host' });
  const stranger = await api.createUser({ name: 'Cancel Stranger' });
  const cohosts = {} as Record<CohostPrivilege, Person>;
  for (const level of COHOST_PRIVILEGES) {
    cohosts[level] = await api.createUser({ name: `Cancel ${level}` });
  }
  return { host, stranger, cohosts };
}

/** `who` (null: a visitor) asks to cancel `eventId`; answers the response. */
export const cancelEvent = (
  api: TestApi,
  who: Person | null,
  eventId: string,
  message = 'The venue flooded.',
) =>
  api.request('/v2/events/hosts/cancel', {
    token: who?.auth.idToken,
    json: { eventId, message },
  });

export type TeamEventOptions = Parameters<typeof createTicketedEvent>[3];

/** An event of the team's host with Paid, Free and Asked (approval) types, every co-host accepted. */
export async function createTeamEvent(
  api: TestApi,
  team: CancellationTeam,
  options: TeamEventOptions,
) {
  const created = await createTicketedEvent(
    api,
    team.host.user.id,
    [
      paidType({ name: 'Paid', priceCents: 2000 }),
      paidType({ name: 'Free', priceCents: 0, maxPerOrder: 1 }),
      paidType({ name: 'Asked', priceCents: 3000, requiresApproval: true }),
    ],
    options,
  );
  for (const level of COHOST_PRIVILEGES) {
    const invited = await api.request('/v2/events/invitations/', {
      token: team.host.auth.idToken,
      json: { eventId: created.eventId, userId: team.cohosts[level].user.id, privilege: level },
    });
    expect(invited.status).toBe(201);
    const accepted = await api.request('/v2/events/invitations/accept', {
      method: 'PATCH',
      token: team.cohosts[level].auth.idToken,
      json: { eventId: created.eventId },
    });
    expect(accepted.status).toBe(200);
  }
  const [paid, free, asked] = created.ticketTypeIds as [string, string, string];
  return { eventId: created.eventId, paid, free, asked };
}
