/**
 * The reads a signed-in person repeats most, whose answers this process may reuse for that same
 * person (issue 29): the app asks them again on every mount, focus and back navigation, and a
 * crowd on the feed or one event asks them at once. An answer is kept under the person's Firebase
 * uid, the URL and the computed-fields header, never shared with anyone else, and only after the
 * token of the request asking for it was verified (the access policy runs first).
 *
 * Freshness is the visitors' answers' (conditional-reads.ts): any write this process answers clears
 * them all (a like changes everyone's counts, not only the liker's), other instances' writes show
 * within the TTL, and a chat message or a deleted account on any instance clears them at once
 * (the realtime bus), since the chat list is among them.
 */
import type { EndpointName } from 'contract';

export const PERSONAL_READS_REUSED: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'GET /users/',
  'GET /events/feed',
  'GET /events/',
  'GET /search',
  'GET /users/events',
  'GET /users/notifications',
  'GET /chats/',
]);

/**
 * At most this many personal answers per process, and this many bytes of them, oldest out first:
 * with 1 s of reuse only the people active in the last second hold one, and a feed page is a few
 * tens of KiB, so the byte budget is what binds under a crowd.
 */
export const PERSONAL_ANSWERS_MAX = 5000;
export const PERSONAL_ANSWER_BYTES_MAX = 64 * 1024 * 1024;

/** The cache key: whose answer, to what; a uid never contains a newline. */
export const personalAnswerKey = (uid: string, url: string, computed: boolean): string =>
  `${uid}\n${url}\n${computed ? 'computed' : 'lean'}`;
