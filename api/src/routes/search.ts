/** GET /v2/search: events, users (and, once they exist, organizations) by full-text search. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { detailsOptions } from '../events/details-options';
import { toEvents } from '../events/event-details';
import { EventSchema } from '../events/event-schemas';
import { invalidField } from '../http/api-error';
import { dataEnvelope, Nullable } from '../http/common-schemas';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  SEARCH_KINDS,
  searchFingerprint,
  type SearchKind,
  type SearchPositions,
} from '../search/search-cursor';
import { toPrefixTsquery } from '../search/search-query';
import { searchEvents, searchUsers } from '../search/search-repository';
import type { Clock } from '../time/clock';
import { PublicUserSchema } from '../users/user-schemas';
import { toPublicUser } from '../users/user-view';

export const SEARCH_MAX_QUERY_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

const SearchQuerySchema = Type.Object({
  query: Type.String({ maxLength: 200 }),
  type: Type.Optional(Type.Enum(SEARCH_KINDS)),
  priority: Type.Optional(Type.Boolean()),
  continuationToken: Type.Optional(Type.String({ maxLength: 500 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT })),
});

const SearchResponseSchema = Type.Object({
  events: Type.Array(EventSchema),
  users: Type.Array(PublicUserSchema),
  /** No organizations table yet: always empty. */
  organizations: Type.Array(Type.Object({})),
  pagination: Type.Object({
    continuationToken: Nullable(Type.String()),
    hasMoreItems: Type.Boolean(),
  }),
});

export interface SearchRoutesOptions {
  db: Database;
  clock: Clock;
}

export const searchRoutes: FastifyPluginAsyncTypebox<SearchRoutesOptions> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/search',
    {
      config: { access: 'optional' },
      schema: {
        querystring: SearchQuerySchema,
        response: { 200: dataEnvelope(SearchResponseSchema) },
      },
    },
    async (request) => {
      const {
        type,
        priority = false,
        continuationToken,
        limit = SEARCH_DEFAULT_LIMIT,
      } = request.query;
      const query = request.query.query.trim();
      if (query.length === 0) throw invalidField('query', 'query must not be empty');
      if (query.length > SEARCH_MAX_QUERY_LENGTH) {
        throw invalidField(
          'query',
          `query must be at most ${SEARCH_MAX_QUERY_LENGTH} characters long`,
        );
      }
      const priorityFor = priority ? (request.caller?.user?.id ?? null) : null;
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
      const [eventRows, userRows] = await Promise.all([
        tsquery && eventOffset !== null ? searchEvents(db, page(eventOffset)) : [],
        tsquery && userOffset !== null ? searchUsers(db, page(userOffset)) : [],
      ]);

      const next: SearchPositions = {
        event: eventOffset !== null && eventRows.length > limit ? eventOffset + limit : null,
        user: userOffset !== null && userRows.length > limit ? userOffset + limit : null,
        organization: null,
      };
      const hasMoreItems = next.event !== null || next.user !== null;
      return {
        data: {
          events: await toEvents(db, eventRows.slice(0, limit), detailsOptions(request, clock)),
          users: userRows.slice(0, limit).map(toPublicUser),
          organizations: [],
          pagination: {
            continuationToken: hasMoreItems ? encodeSearchCursor(fingerprint, next) : null,
            hasMoreItems,
          },
        },
      };
    },
  );
};
