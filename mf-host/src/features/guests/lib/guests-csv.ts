import type { GuestEntry } from 'contract';

const HEADER = ['Name', 'Username', 'Phone', 'Ticket type', 'Status', 'Checked in at'];

/**
 * One CSV field: quoted when needed, and a leading = + - @ defused so a spreadsheet won't run it
 * (a phone number such as +15555550100 is left as it is).
 */
function field(value: string): string {
  const formula = /^[=+\-@\t\r]/.test(value) && !/^\+\d+$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The loaded guests as CSV (RFC 4180, CRLF line ends), times in ISO 8601 UTC. */
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
  return [HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a file download; nothing leaves the device. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
