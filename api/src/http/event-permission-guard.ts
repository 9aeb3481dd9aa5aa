/**
 * The route layer's event check: an endpoint that declares `eventPermission` in the contract is
 * refused here, before its handler runs, unless the caller's level on the event the request names
 * grants it. Handlers keep their own checks (they need the level, and some re-check under a row
 * lock); this one makes "authorise before any effect" hold even when a handler does work first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HOST_PERMISSION_REFUSALS,
  levelAllows,
  type HostLevel,
  type HostPermission,
} from 'contract';
import type { Database } from '../db/database';
import { eventLevelOf } from './event-level';
import { isUuid } from '../db/uuid';
import { callerUser } from './access-policy';
import { forbidden, notFound } from './api-error';

export type EventPermission = HostPermission | 'host';

/** What a refused caller is told: who is not an organizer, and a co-host on a host-only call. */
export interface EventRefusals {
  outsider: string;
  /** For `host` calls: an accepted co-host's refusal (default: the outsider's). */
  cohost?: string;
}

export type EventGuard = (
  request: FastifyRequest,
  permission: EventPermission,
  refusals: EventRefusals,
) => Promise<void>;

/** The `eventId` the request names: in its query, else its body (both validated by then). */
export function eventIdOf(request: FastifyRequest): string | undefined {
  for (const part of [request.query, request.body]) {
    if (part && typeof part === 'object' && 'eventId' in part) {
      const { eventId } = part as { eventId: unknown };
      if (typeof eventId === 'string') return eventId;
    }
  }
  return undefined;
}

/** The caller's level on `eventId`: `undefined` when the event does not exist. Reads only. */
async function levelOn(
  db: Database,
  eventId: string,
  userId: string,
): Promise<HostLevel | null | undefined> {
  // A malformed id names no event: answer 404 before PostgreSQL would fail the uuid cast.
  if (!isUuid(eventId)) return undefined;
  return eventLevelOf(db, eventId, userId);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildServer; `serve` runs it for endpoints that declare `eventPermission`. */
    eventGuard: EventGuard;
  }
}

export function registerEventGuard(app: FastifyInstance, db: Database): void {
  app.decorate('eventGuard', createEventGuard(db));
}

export function createEventGuard(db: Database): EventGuard {
  return async (request, permission, refusals) => {
    const eventId = eventIdOf(request);
    // serve() refuses to register an eventPermission without an eventId field; refuse if ever not.
    if (eventId === undefined) throw forbidden(refusals.outsider);
    const level = await levelOn(db, eventId, callerUser(request).id);
    if (level === undefined) throw notFound('Event not found');
    if (!level) throw forbidden(refusals.outsider);
    if (permission === 'host') {
      if (level !== 'host') throw forbidden(refusals.cohost ?? refusals.outsider);
      return;
    }
    if (!levelAllows(level, permission)) throw forbidden(HOST_PERMISSION_REFUSALS[permission]);
  };
}
