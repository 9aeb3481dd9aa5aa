import type { GuestStatus, TextBlastCounts } from 'contract';
import { GUEST_STATUS_LABELS } from '../../../components/scan-words';

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** "up to 3 people (Going, Checked in)": a person in two statuses is texted once. */
export function reachText(reach: number, statuses: readonly GuestStatus[]): string {
  const which = statuses.map((s) => GUEST_STATUS_LABELS[s]).join(', ');
  return `${statuses.length > 1 ? 'up to ' : ''}${people(reach)} (${which})`;
}

/** "2 sent · 1 waiting until 8 a.m. · 1 opted out". */
export function blastOutcomeText(counts: TextBlastCounts): string {
  const parts = [`${counts.sent} sent`];
  if (counts.queued > 0) parts.push(`${counts.queued} waiting until 8 a.m.`);
  if (counts.optedOut > 0) parts.push(`${counts.optedOut} opted out`);
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  return parts.join(' · ');
}
