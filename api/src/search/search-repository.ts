/**
 * The search queries: full text over the GIN-indexed documents of `db/search-documents.ts`,
 * optionally things near the caller first, then by relevance. Events are only those not ended.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { events, users, type UserRow } from '../db/schema';
import {
  organizations,
  organizationMembers,
  type OrganizationRow,
} from '../db/schema-organizations';
import {
  eventSearchDocument,
  organizationSearchDocument,
  userSearchDocument,
} from '../db/search-documents';
import { notEnded, type EventWithHost } from '../events/event-repository';
import { friendIdsOf } from '../social/friend-lists';
import { liveUser } from '../users/deleted-users';

export interface SearchPage {
  /** The tsquery text from `toPrefixTsquery`. */
  tsquery: string;
  offset: number;
  limit: number;
  /** Rank things near this user first (see `nearEventIds`). */
  priorityFor: string | null;
  now: Date;
}

/**
 * Events the user is close to: hosts, co-hosts (accepted), holds a valid pass for, or liked.
 * Raw table names with their own aliases, so this subquery never captures the outer query's rows.
 */
function nearEventIds(userId: string): SQL {
  return sql`(
    select e.id from events e where e.host_id = ${userId}
    union select o.event_id from event_organizers o where o.user_id = ${userId} and o.status = 'accepted'
    union select p.event_id from passes p where p.holder_id = ${userId} and p.status = 'valid'
    union select l.event_id from event_likes l where l.user_id = ${userId}
  )`;
}

export async function searchEvents(db: Database, page: SearchPage): Promise<EventWithHost[]> {
  return searchEventsQuery(db, page);
}

/** The event search's query, unexecuted (the query plan test and the bench EXPLAIN it). */
export function searchEventsQuery(db: Database, page: SearchPage) {
  const document = eventSearchDocument(events);
  const query = sql`to_tsquery('simple', ${page.tsquery})`;
  const near = page.priorityFor
    ? [desc(sql`${events.id} in ${nearEventIds(page.priorityFor)}`)]
    : [];
  return db
    .select({ event: events, host: users })
    .from(events)
    .innerJoin(users, eq(events.hostId, users.id))
    .where(and(sql`${document} @@ ${query}`, notEnded(page.now)))
    .orderBy(
      ...near,
      desc(sql`ts_rank(${document}, ${query})`),
      asc(events.startTime),
      asc(events.id),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function searchUsers(db: Database, page: SearchPage): Promise<UserRow[]> {
  const document = userSearchDocument(users);
  const query = sql`to_tsquery('simple', ${page.tsquery})`;
  const near = page.priorityFor
    ? [
        desc(sql`exists (
        select 1 from events e where e.host_id = ${users.id} and e.id in ${nearEventIds(page.priorityFor)}
      ) or exists (
        select 1 from event_organizers o where o.user_id = ${users.id} and o.status = 'accepted'
          and o.event_id in ${nearEventIds(page.priorityFor)}
      )`),
      ]
    : [];
  return db
    .select()
    .from(users)
    .where(and(sql`${document} @@ ${query}`, liveUser()))
    .orderBy(...near, desc(sql`ts_rank(${document}, ${query})`), asc(users.name), asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
}

export interface FoundOrganization {
  organization: OrganizationRow;
  /** Members who are `friendsOf`'s friends; null without a caller (a visitor has none). */
  numFriends: number | null;
}

/**
 * Organizations by name and description; with priority, the caller's own first, then verified.
 * Each with how many of `friendsOf`'s friends are members, counted in the same query: a search
 * answers as you type, and on PGlite every query runs in turn in the API's thread.
 */
export async function searchOrganizations(
  db: Database,
  page: SearchPage,
  friendsOf: string | null,
): Promise<FoundOrganization[]> {
  const document = organizationSearchDocument(organizations);
  const query = sql`to_tsquery('simple', ${page.tsquery})`;
  const near = page.priorityFor
    ? [
        desc(sql`exists (
        select 1 from ${organizationMembers} m where m.organization_id = ${organizations.id}
          and m.user_id = ${page.priorityFor} and m.level is not null
      )`),
      ]
    : [];
  const numFriends = friendsOf
    ? sql<number>`(select count(*)::int from ${organizationMembers} f
        where f.organization_id = "organizations"."id" and f.level is not null
          and f.user_id in ${friendIdsOf(db, friendsOf)})`
    : sql<null>`null`;
  return db
    .select({ organization: organizations, numFriends })
    .from(organizations)
    .where(sql`${document} @@ ${query}`)
    .orderBy(
      ...near,
      desc(organizations.isVerified),
      desc(sql`ts_rank(${document}, ${query})`),
      asc(organizations.name),
      asc(organizations.id),
    )
    .offset(page.offset)
    .limit(page.limit);
}
