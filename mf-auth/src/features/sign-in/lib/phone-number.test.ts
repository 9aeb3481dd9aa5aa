import { describe, expect, it } from 'vitest';
import {
  countryOfNumber,
  countryOptions,
  defaultCountry,
  formatPhoneForDisplay,
  parsePhoneInput,
} from './phone-number';

describe('parsePhoneInput', () => {
  it('reads a national number for the chosen country', () => {
    expect(parsePhoneInput('(555) 123-4567', 'US')).toEqual({ ok: true, e164: '+15551234567' });
    expect(parsePhoneInput('020 7946 0958', 'GB')).toEqual({ ok: true, e164: '+442079460958' });
    expect(parsePhoneInput('030 123456', 'DE')).toEqual({ ok: true, e164: '+4930123456' });
  });

  it('takes a number that starts with + as international, whatever country is chosen', () => {
    expect(parsePhoneInput('+44 20 7946 0958', 'US')).toEqual({ ok: true, e164: '+442079460958' });
    expect(parsePhoneInput('+15551234567', 'FR')).toEqual({ ok: true, e164: '+15551234567' });
  });

  it('says what is wrong, naming the country', () => {
    expect(parsePhoneInput('', 'US')).toEqual({ ok: false, message: 'Enter your phone number.' });
    expect(parsePhoneInput('555 12', 'US')).toEqual({
      ok: false,
      message: 'That number is too short for United States. Check it and try again.',
    });
    expect(parsePhoneInput('555 123 4567 8901', 'US')).toMatchObject({
      ok: false,
      message: expect.stringContaining('too long for United States'),
    });
    expect(parsePhoneInput('call me', 'US')).toMatchObject({
      ok: false,
      message: expect.stringContaining('only have digits'),
    });
    expect(parsePhoneInput('+999 123 456 789', 'US')).toMatchObject({
      ok: false,
      message: expect.stringContaining('country code'),
    });
  });
});

describe('countries', () => {
  it('defaults to the country of the browser language, else the US', () => {
    expect(defaultCountry(['en-GB', 'en'])).toBe('GB');
    expect(defaultCountry(['fr'])).toBe('FR');
    expect(defaultCountry(['en'])).toBe('US');
    expect(defaultCountry([])).toBe('US');
    expect(defaultCountry(['not a tag!'])).toBe('US');
  });

  it('lists every country with its name and dial code, sorted by name', () => {
    const options = countryOptions('en');
    expect(options.length).toBeGreaterThan(200);
    expect(options).toContainEqual({ code: 'US', name: 'United States', dialCode: '+1' });
    expect(options).toContainEqual({ code: 'GB', name: 'United Kingdom', dialCode: '+44' });
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('formats a number for showing back, and finds its country', () => {
    expect(formatPhoneForDisplay('+442079460958')).toBe('+44 20 7946 0958');
    expect(countryOfNumber('+442079460958')).toBe('GB');
  });
});
