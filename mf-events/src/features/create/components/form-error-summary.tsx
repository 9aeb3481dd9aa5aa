import type { FormErrors } from '../lib/event-form-values';

/** "Ticket type 2: Name this ticket type" for a ticket's field; the message alone otherwise. */
export function summaryLine(key: string, message: string): string {
  const ticket = /^ticketTypes\.(\d+)\./.exec(key);
  return ticket ? `Ticket type ${Number(ticket[1]) + 1}: ${message}` : message;
}

/**
 * What stops the form from saving, counted and named at the top (the GOV.UK error summary
 * pattern): a person who cannot see every field at once, or uses a screen reader, learns what to
 * fix without hunting for red outlines. Each line repeats the message shown at its field.
 */
export function FormErrorSummary({ errors }: { errors: FormErrors }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="event-form__summary" role="alert">
      <p className="event-form__summary-title">
        {entries.length === 1 ? 'One thing needs fixing' : `${entries.length} things need fixing`}{' '}
        before saving:
      </p>
      <ul className="event-form__summary-list">
        {entries.map(([key, message]) => (
          <li key={key}>{summaryLine(key, message)}</li>
        ))}
      </ul>
    </div>
  );
}
