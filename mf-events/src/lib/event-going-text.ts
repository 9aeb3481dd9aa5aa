import type { Event } from 'contract';
import { goingText } from 'shared-ui';

/** First names read best in "Alice, Bob and 3 others are going". */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * The going line of SPEC section 9 for an event, or null while the computed fields (who is going)
 * have not arrived: the fast-first list leaves them out, and "No one is going yet!" would flash
 * before the full list contradicts it.
 */
export function eventGoingText(event: Event): string | null {
  if (event.attendees === undefined && event.numGoing === undefined) return null;
  const names = (event.attendees ?? []).map((p) => firstName(p.displayName || p.name));
  return goingText(names, event.numGoing);
}
