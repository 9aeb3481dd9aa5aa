/** The words the import screen uses for a request's intent, state and date. */
import type { ScrapedRequestIntent, ScrapedRequestStatus } from 'contract';

export const INTENT_WORDS: Record<ScrapedRequestIntent, { choice: string; short: string }> = {
  list: { choice: 'List this event here', short: 'List it here' },
  claim: { choice: 'I organize it: let me claim it', short: 'Claim it as organizer' },
};

export const STATUS_WORDS: Record<ScrapedRequestStatus, { label: string; meaning: string }> = {
  received: { label: 'Received', meaning: 'Waiting for our team to review it' },
  accepted: { label: 'Accepted', meaning: 'Our team said yes' },
  declined: { label: 'Declined', meaning: 'Our team could not take it on' },
};

/** "Nov 23, 2026": the day a request was made, in the viewer's zone. */
export function requestDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
