import type { FastifyRequest } from 'fastify';
import { EXCLUDE_COMPUTED_FIELDS_HEADER } from 'contract';
import type { Clock } from '../time/clock';
import type { EventDetailsOptions } from './event-details';

const EXCLUDE_HEADER = EXCLUDE_COMPUTED_FIELDS_HEADER.toLowerCase();

/** `X-Exclude-Computed-Fields: true` asks for a fast first paint without who-is-going. */
export function wantsComputedFields(request: FastifyRequest): boolean {
  return String(request.headers[EXCLUDE_HEADER]).toLowerCase() !== 'true';
}

export function detailsOptions(request: FastifyRequest, clock: Clock): EventDetailsOptions {
  return {
    callerId: request.caller?.user?.id ?? null,
    computed: wantsComputedFields(request),
    now: clock(),
    // A write's answer is read from the database: the cache is cleared only once it is sent.
    shared: request.method === 'GET' ? request.server.sharedEventDetails : null,
  };
}
