import { TextField } from 'shared-ui';
import type { EventFormValues } from '../lib/event-form-values';

/** What a text field of the event form needs: its value, its error, and how to change it. */
export interface TextBinding {
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
}

/** The form's "Where": the place's name, its address and, optionally, its coordinates. */
export function PlaceFields({ text }: { text: (key: keyof EventFormValues) => TextBinding }) {
  return (
    <fieldset className="event-form__group">
      <legend>Where</legend>
      <TextField label="Place name" hint="Optional, e.g. The Blue Room" {...text('placeName')} />
      <TextField label="Address line 1" autoComplete="address-line1" required {...text('line1')} />
      <TextField
        label="Address line 2"
        autoComplete="address-line2"
        hint="Optional"
        {...text('line2')}
      />
      <div className="event-form__row">
        <TextField label="City" autoComplete="address-level2" required {...text('city')} />
        <TextField label="State" autoComplete="address-level1" required {...text('state')} />
      </div>
      <div className="event-form__row">
        <TextField label="Country" autoComplete="country" {...text('country')} />
        <TextField
          label="Zip code"
          autoComplete="postal-code"
          hint="Optional"
          {...text('zipcode')}
        />
      </div>
      <div className="event-form__row">
        <TextField label="Latitude" inputMode="decimal" hint="Optional" {...text('latitude')} />
        <TextField label="Longitude" inputMode="decimal" hint="Optional" {...text('longitude')} />
      </div>
    </fieldset>
  );
}
