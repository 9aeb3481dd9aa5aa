import type { GuestStatus, TextBlastHistory } from 'contract';
import { GUEST_STATUSES } from 'contract/values';
import { GUEST_STATUS_LABELS } from '../../../components/scan-words';

/** "Send to": a checkbox per guest status, with how many people each reaches. */
export function BlastRecipients({
  audience,
  statuses,
  onToggle,
}: {
  audience: TextBlastHistory['audience'];
  statuses: readonly GuestStatus[];
  onToggle: (status: GuestStatus) => void;
}) {
  return (
    <fieldset className="blast-recipients">
      <legend>Send to</legend>
      {GUEST_STATUSES.map((status) => (
        <label key={status} className="blast-recipient">
          <input
            type="checkbox"
            checked={statuses.includes(status)}
            onChange={() => onToggle(status)}
          />
          <span>{GUEST_STATUS_LABELS[status]}</span>
          <span className="blast-recipient__count">
            {audience[status] ?? 0} {(audience[status] ?? 0) === 1 ? 'person' : 'people'}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
