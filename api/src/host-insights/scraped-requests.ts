/**
 * POST /events/scraped/request: someone asks for an event published elsewhere to be listed here
 * (`list`), or to be handed the listing as its organizer (`claim`). The request is stored as
 * `received`; the team reviews it and sets `accepted` or `declined` (no API for that yet). The same
 * person asking the same thing about the same page again gets the stored request back.
 * GET /events/scraped/request: the caller's own requests, newest first, keyset-paged on
 * (created_at in microseconds, id) so a page never repeats or skips a row.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  PAGE_LIMITS,
  SCRAPED_REQUEST_LIMITS,
  type ScrapedRequest,
  type ScrapedRequestInput,
  type ScrapedRequestPage,
} from 'contract';
import type { Database } from '../db/database';
import { scrapedEventRequests, type ScrapedEventRequestRow } from '../db/schema-insights';
import { conflict, invalidField } from '../http/api-error';
import { createdCursorFields, microsOf, parseCreatedCursor } from '../http/created-cursor';
import { keysetPage, readCursor } from '../http/keyset-page';
import { toEpochSeconds } from '../time/epoch-seconds';

/** The page's address with a lower-case host, no fragment and no trailing slash. */
export function normalizeEventUrl(raw: string): { url: string; key: string } {
  let parsed: URL;
  try {
    parsed = new URL(raw.trim());
  } catch {
    throw invalidField('url', 'url must be a web address starting with http:// or https://');
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname.includes('.')) {
    throw invalidField('url', 'url must be a web address starting with http:// or https://');
  }
  if (parsed.username || parsed.password) {
    throw invalidField('url', 'url must not contain a user name or password');
  }
  parsed.hash = '';
  const path = parsed.pathname.replace(/\/+$/, '');
  const key = `${parsed.hostname.toLowerCase()}${parsed.port ? `:${parsed.port}` : ''}${path}${parsed.search}`;
  return { url: parsed.toString(), key };
}

const view = (row: ScrapedEventRequestRow, created: boolean): ScrapedRequest => ({
  id: row.id,
  url: row.url,
  intent: row.intent,
  status: row.status,
  note: row.note,
  createdAt: toEpochSeconds(row.createdAt),
  created,
});

export async function requestScrapedEvent(
  db: Database,
  userId: string,
  input: ScrapedRequestInput,
): Promise<ScrapedRequest> {
  const { url, key } = normalizeEventUrl(input.url);
  const sameRequest = and(
    eq(scrapedEventRequests.userId, userId),
    eq(scrapedEventRequests.urlKey, key),
    eq(scrapedEventRequests.intent, input.intent),
  );
  const [existing] = await db.select().from(scrapedEventRequests).where(sameRequest);
  if (existing) return view(existing, false);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(scrapedEventRequests)
    .where(
      and(eq(scrapedEventRequests.userId, userId), eq(scrapedEventRequests.status, 'received')),
    );
  if (Number(n) >= SCRAPED_REQUEST_LIMITS.maxOpenPerUser) {
    throw conflict(
      `You already have ${SCRAPED_REQUEST_LIMITS.maxOpenPerUser} requests waiting for review`,
    );
  }
  const [row] = await db
    .insert(scrapedEventRequests)
    .values({ userId, url, urlKey: key, intent: input.intent, note: input.note?.trim() || null })
    .onConflictDoNothing()
    .returning();
  if (row) return view(row, true);
  // Asked twice at once: the other call stored it.
  const [stored] = await db.select().from(scrapedEventRequests).where(sameRequest);
  return view(stored!, false);
}

const createdMicros = microsOf(scrapedEventRequests.createdAt);

/** The caller's requests, newest first; never anyone else's. */
export async function listScrapedRequests(
  db: Database,
  userId: string,
  query: { continuationToken?: string; limit?: number },
): Promise<ScrapedRequestPage> {
  const limit = query.limit ?? PAGE_LIMITS.scrapedRequestsDefault;
  const cursor = readCursor(query.continuationToken, parseCreatedCursor);
  const rows = await db
    .select({ row: scrapedEventRequests, micros: sql<string>`${createdMicros}::text` })
    .from(scrapedEventRequests)
    .where(
      and(
        eq(scrapedEventRequests.userId, userId),
        cursor
          ? sql`(${createdMicros}, ${scrapedEventRequests.id}) < (${cursor.us}::bigint, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(scrapedEventRequests.createdAt), desc(scrapedEventRequests.id))
    .limit(limit + 1);
  const { page, pagination } = keysetPage(rows, limit, (last) =>
    createdCursorFields(last.micros, last.row.id),
  );
  return { requests: page.map(({ row }) => view(row, false)), pagination };
}
