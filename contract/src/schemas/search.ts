/** GET /search: events, people and organizations by full-text search, paged together. */
import { Type, type Static } from 'typebox';
import { SEARCH_KINDS } from '../enums';
import { PAGE_LIMITS } from '../limits';
import { PaginationSchema, pageQueryFields } from './common';
import { EventSchema } from './event';
import { OrganizationSummarySchema } from './organization';
import { PublicUserSchema } from './user';

export const SearchQuerySchema = Type.Object({
  // Bounded loosely here; the API checks the trimmed text against PAGE_LIMITS.searchQueryMaxLength.
  query: Type.String({ maxLength: 200 }),
  type: Type.Optional(Type.Enum(SEARCH_KINDS)),
  /** Rank the caller's own and friends' results first (SPEC: true when logged in). */
  priority: Type.Optional(Type.Boolean()),
  ...pageQueryFields(PAGE_LIMITS.searchMax, 500),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const SearchPageSchema = Type.Object({
  events: Type.Array(EventSchema),
  users: Type.Array(PublicUserSchema),
  organizations: Type.Array(OrganizationSummarySchema),
  pagination: PaginationSchema,
});
export type SearchPage = Static<typeof SearchPageSchema>;
