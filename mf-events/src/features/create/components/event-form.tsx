import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { EventInput } from 'contract';
import { Button, Select, TextArea, TextField } from 'shared-ui';
import { checkEventForm, type EventFormValues, type FormErrors } from '../lib/event-form-values';
import { timeZoneOptions } from '../lib/zoned-time';
import { FlyerField } from './flyer-field';
import { PlaceFields, type TextBinding } from './place-fields';
import { EventPreview } from './event-preview';
import { FormErrorSummary } from './form-error-summary';
import { TicketTypesEditor } from './ticket-types-editor';
import { RefundRuleField } from './refund-rule-field';
import './event-form.css';

export interface EventFormProps {
  initialValues: EventFormValues;
  mode: 'create' | 'edit';
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, in its words. */
  serverError: string | null;
  onSubmit: (input: EventInput) => void;
}

/** The create and edit form. Errors show after the first save attempt and follow each change. */
export function EventForm({
  initialValues,
  mode,
  submitLabel,
  busy,
  serverError,
  onSubmit,
}: EventFormProps) {
  const [values, setValues] = useState(initialValues);
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const zones = useMemo(
    () => timeZoneOptions().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );
  const errors: FormErrors = tried ? checkEventForm(values, mode).errors : {};

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  const text = (key: keyof EventFormValues): TextBinding => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    const check = checkEventForm(values, mode);
    if (!check.input) {
      // Take the person to the first thing to fix.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSubmit(check.input);
  }

  return (
    <div className="event-form-layout">
      <form ref={formRef} className="event-form" noValidate onSubmit={submit}>
        {serverError && (
          <p className="event-form__server-error" role="alert">
            {serverError}
          </p>
        )}
        <FormErrorSummary errors={errors} />
        <fieldset className="event-form__group">
          <legend>About</legend>
          <TextField label="Event name" maxLength={120} required {...text('name')} />
          <TextArea label="Description" rows={5} hint="Optional" {...text('description')} />
          <FlyerField
            value={values.flyer}
            onChange={(flyer) => set('flyer', flyer)}
            onBusyChange={setUploading}
          />
          <label className="event-form__check">
            <input
              type="checkbox"
              checked={values.requiresApproval}
              onChange={(e) => set('requiresApproval', e.target.checked)}
            />
            <span>
              Guests need my approval
              <small>
                You approve or deny each request from the guest list. Paid tickets are only charged
                once you approve.
              </small>
            </span>
          </label>
        </fieldset>

        <fieldset className="event-form__group">
          <legend>When</legend>
          <div className="event-form__row">
            <TextField label="Starts" type="datetime-local" required {...text('start')} />
            <TextField label="Ends" type="datetime-local" hint="Optional" {...text('end')} />
          </div>
          <Select
            label="Time zone"
            options={zones}
            value={values.timeZone}
            error={errors.timeZone}
            hint="Times above are in this zone"
            onChange={(e) => set('timeZone', e.target.value)}
          />
        </fieldset>

        <PlaceFields text={text} />

        {values.type === 'ticketed' && (
          <>
            <TicketTypesEditor
              drafts={values.ticketTypes}
              errors={errors}
              timeZone={values.timeZone}
              onChange={(drafts) => set('ticketTypes', drafts)}
            />
            <RefundRuleField
              values={values.refunds}
              error={errors.refundsUntil}
              onChange={(refunds) => set('refunds', refunds)}
            />
          </>
        )}

        <div className="event-form__actions">
          <Button type="submit" variant="primary" size="lg" busy={busy || uploading}>
            {uploading ? 'Uploading flyer…' : submitLabel}
          </Button>
        </div>
      </form>
      <EventPreview values={values} />
    </div>
  );
}
