/** GET /v2/search: events, users and organizations by full-text search. */
import type { FastifyPluginAsync } from 'fastify';
import { PAGE_LIMITS } from 'contract';
import type { Database } from '../db/database';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import { invalidField } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  SEARCH_KINDS,
  searchFingerprint,
  type SearchKind,
  type SearchPositions,
} from '../search/search-cursor';
import { toPrefixTsquery } from '../search/search-query';
import { organizationSummary } from '../organizations/organization-view';
import { searchEvents, searchOrganizations, searchUsers } from '../search/search-repository';
import type { Clock } from '../time/clock';
import { toPublicUser } from '../users/user-view';

export interface SearchRoutesOptions {
  db: Database;
  clock: Clock;
}

export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (app, { db, clock }) => {
  serve(app, 'GET /search', async (request) => {
    const {
      type,
      priority = false,
      continuationToken,
      limit = PAGE_LIMITS.searchDefault,
    } = request.query;
    const query = request.query.query.trim();
    if (query.length === 0) throw invalidField('query', 'query must not be empty');
    if (query.length > PAGE_LIMITS.searchQueryMaxLength) {
      throw invalidField(
        'query',
        `query must be at most ${PAGE_LIMITS.searchQueryMaxLength} characters long`,
      );
    }
    const callerId = request.caller?.user?.id ?? null;
    const priorityFor = priority ? callerId : null;
    const fingerprint = searchFingerprint([query, type ?? 'all', priorityFor, limit]);
    const kinds: readonly SearchKind[] = type ? [type] : SEARCH_KINDS;
    const start: SearchPositions = { event: null, user: null, organization: null };
    for (const kind of kinds) start[kind] = 0;
    const positions = continuationToken
      ? decodeSearchCursor(continuationToken, fingerprint)
      : start;
    if (!positions) {
      throw invalidField(
        'continuationToken',
        'continuationToken is not valid for this search; start again without it',
      );
    }

    const tsquery = toPrefixTsquery(query);
    const page = (offset: number) => ({
      tsquery: tsquery ?? '',
      offset,
      limit: limit + 1,
      priorityFor,
      now: clock(),
    });
    const eventOffset = positions.event;
    const userOffset = positions.user;
    const organizationOffset = positions.organization;
    const [eventRows, userRows, organizationRows] = await Promise.all([
      tsquery && eventOffset !== null ? searchEvents(db, page(eventOffset)) : [],
      tsquery && userOffset !== null ? searchUsers(db, page(userOffset)) : [],
      tsquery && organizationOffset !== null
        ? searchOrganizations(db, page(organizationOffset), callerId)
        : [],
    ]);

    const next: SearchPositions = {
      event: eventOffset !== null && eventRows.length > limit ? eventOffset + limit : null,
      user: userOffset !== null && userRows.length > limit ? userOffset + limit : null,
      organization:
        organizationOffset !== null && organizationRows.length > limit
          ? organizationOffset + limit
          : null,
    };
    const hasMoreItems = next.event !== null || next.user !== null || next.organization !== null;
    return {
      events: await toEvents(db, eventRows.slice(0, limit), detailsOptions(request, clock)),
      users: userRows.slice(0, limit).map(toPublicUser),
      organizations: organizationRows
        .slice(0, limit)
        .map((found) => organizationSummary(found.organization, found.numFriends)),
      pagination: {
        continuationToken: hasMoreItems ? encodeSearchCursor(fingerprint, next) : null,
        hasMoreItems,
      },
    };
  });
};
