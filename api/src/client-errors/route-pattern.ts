/**
 * The route an error happened on, as a pattern: the shell sends `/app/user/:userId`, but an older
 * shell, a path no route matched or a hand-made report can carry ids. A segment that looks like an
 * id (a uuid, a number, a long opaque token) is stored as `:id`, and personal data is scrubbed, so
 * that reports group by screen and say nothing about whom they were about.
 */
import { redactPersonalData } from './redact';

const ID_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|[A-Za-z0-9_-]{20,})$/i;

export function routePattern(route: string): string {
  const segments = route.split('/').map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment));
  return redactPersonalData(segments.join('/'));
}
