import { Button, TextField } from 'shared-ui';
import { PayoutNotice } from './payout-notice';
import {
  newTicketTypeDraft,
  type FormErrors,
  type TicketTypeDraft,
} from '../lib/event-form-values';

export interface TicketTypesEditorProps {
  drafts: TicketTypeDraft[];
  errors: FormErrors;
  timeZone: string;
  onChange: (drafts: TicketTypeDraft[]) => void;
}

/** Rows of ticket types: name, price, how many, per-order limit and the sale window. */
export function TicketTypesEditor({ drafts, errors, timeZone, onChange }: TicketTypesEditorProps) {
  const update = (index: number, patch: Partial<TicketTypeDraft>) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  // A price typed above zero makes the event sell: say whether the money can reach the host.
  const paid = drafts.some((draft) => Number(draft.price.replace(',', '.')) > 0);
  return (
    <fieldset className="event-form__group">
      <legend>Tickets</legend>
      {errors.ticketTypes && (
        <p className="ui-field__error" role="alert">
          {errors.ticketTypes}
        </p>
      )}
      {drafts.map((draft, index) => {
        const error = (field: string) => errors[`ticketTypes.${index}.${field}`];
        const n = index + 1;
        return (
          <div
            key={draft.key}
            className="ticket-draft"
            role="group"
            aria-label={`Ticket type ${n}`}
          >
            <TextField
              label={`Ticket ${n} name`}
              value={draft.name}
              error={error('name')}
              onChange={(e) => update(index, { name: e.target.value })}
            />
            <div className="event-form__row">
              <TextField
                label={`Ticket ${n} price`}
                inputMode="decimal"
                leading="$"
                value={draft.price}
                error={error('price')}
                onChange={(e) => update(index, { price: e.target.value })}
              />
              <TextField
                label={`Ticket ${n} quantity`}
                inputMode="numeric"
                value={draft.capacity}
                error={error('capacity')}
                onChange={(e) => update(index, { capacity: e.target.value })}
              />
              <TextField
                label={`Ticket ${n} limit per order`}
                inputMode="numeric"
                value={draft.maxPerOrder}
                error={error('maxPerOrder')}
                onChange={(e) => update(index, { maxPerOrder: e.target.value })}
              />
            </div>
            <div className="event-form__row">
              <TextField
                label={`Ticket ${n} sales open`}
                type="datetime-local"
                hint={`Optional, ${timeZone} time`}
                value={draft.salesStart}
                error={error('salesStart')}
                onChange={(e) => update(index, { salesStart: e.target.value })}
              />
              <TextField
                label={`Ticket ${n} sales close`}
                type="datetime-local"
                hint="Optional"
                value={draft.salesEnd}
                error={error('salesEnd')}
                onChange={(e) => update(index, { salesEnd: e.target.value })}
              />
            </div>
            {drafts.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(drafts.filter((_, i) => i !== index))}
              >
                Remove ticket {n}
              </Button>
            )}
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...drafts, newTicketTypeDraft({ name: '' })])}
      >
        Add a ticket type
      </Button>
      {paid && <PayoutNotice newTab />}
    </fieldset>
  );
}
