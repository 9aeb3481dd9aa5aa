/**
 * The form's check of a pasted event link, in plain words, before anything is sent. The API checks
 * again (and normalises the link); this only saves a round trip for the usual mistakes.
 */
import { SCRAPED_REQUEST_LIMITS } from 'contract/values';

export const LINK_MESSAGES = {
  empty: 'Paste the link to the event page',
  notWeb: 'That is not a web link. Paste an address starting with http:// or https://',
  tooLong: `That link is too long (at most ${SCRAPED_REQUEST_LIMITS.urlMaxLength} characters)`,
  credentials: 'Take the user name and password out of the link',
} as const;

/** Null when the link can be sent; otherwise what is wrong with it. */
export function eventLinkProblem(raw: string): string | null {
  const link = raw.trim();
  if (link === '') return LINK_MESSAGES.empty;
  if (link.length > SCRAPED_REQUEST_LIMITS.urlMaxLength) return LINK_MESSAGES.tooLong;
  let parsed: URL;
  try {
    parsed = new URL(link);
  } catch {
    return LINK_MESSAGES.notWeb;
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname.includes('.')) {
    return LINK_MESSAGES.notWeb;
  }
  if (parsed.username || parsed.password) return LINK_MESSAGES.credentials;
  return null;
}
