import type { GuestEntry } from 'contract';
import { toCsv } from '../../../components/csv';

const HEADER = ['Name', 'Username', 'Phone', 'Ticket type', 'Status', 'Checked in at'];

/**
 * The loaded guests as CSV (the host screens' one writer: RFC 4180, CRLF line ends, formulas
 * defused, a phone number such as +15555550100 left as it is), times in ISO 8601 UTC.
 */
export function guestsCsv(guests: readonly GuestEntry[]): string {
  const rows = guests.map((g) => [
    g.person.name,
    g.person.username,
    // Null for the levels that do not see numbers (viewer, cohost): an empty column.
    g.phone ?? '',
    g.ticketTypeName,
    g.status,
    g.checkedInAt ? new Date(g.checkedInAt * 1000).toISOString() : '',
  ]);
  return toCsv([HEADER, ...rows]);
}
