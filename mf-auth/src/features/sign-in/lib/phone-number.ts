/**
 * Reads a phone number the way people type it, for the country they chose, into E.164 (what
 * Firebase texts). libphonenumber-js knows each country's lengths and prefixes.
 *
 * We check that the number is *possible* (the right length for its country), not that the carrier
 * plan lists it as *valid*: plans change faster than our release, and the SMS provider has the
 * last word anyway (its refusal is shown in words). It also keeps fiction's 555 numbers usable
 * against the Auth emulator.
 */
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js';

export type { CountryCode };

export const FALLBACK_COUNTRY: CountryCode = 'US';

export type PhoneParseResult = { ok: true; e164: string } | { ok: false; message: string };

export function parsePhoneInput(input: string, country: CountryCode): PhoneParseResult {
  const text = input.trim();
  if (!text) return fail('Enter your phone number.');
  if (/[^\d\s()+.\-/]/.test(text)) {
    return fail('A phone number can only have digits, spaces and + ( ) - characters.');
  }
  const international = text.startsWith('+');
  const where = international ? '' : ` for ${countryName(country)}`;
  switch (validatePhoneNumberLength(text, country)) {
    case 'TOO_SHORT':
      return fail(`That number is too short${where}. Check it and try again.`);
    case 'TOO_LONG':
      return fail(`That number is too long${where}. Check it and try again.`);
    case 'INVALID_COUNTRY':
      return fail(
        'Check the country code after the +, or choose your country and leave the + out.',
      );
    case 'NOT_A_NUMBER':
    case 'INVALID_LENGTH':
      return fail(`That doesn't look like a phone number${where}. Check it and try again.`);
    default:
      break;
  }
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed?.isPossible()) {
    return fail(`That doesn't look like a phone number${where}. Check it and try again.`);
  }
  return { ok: true, e164: parsed.number };
}

/** `+1 555 123 4567` for showing a number back; the input as is when it cannot be read. */
export function formatPhoneForDisplay(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The country of the first browser language that names one (en-GB → GB, fr → FR), else US. */
export function defaultCountry(languages: readonly string[]): CountryCode {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region && isSupportedCountry(region)) return region;
    } catch {
      // Not a well-formed language tag: try the next one.
    }
  }
  return FALLBACK_COUNTRY;
}

/** The country of an E.164 number (for a returning draft), or null. */
export function countryOfNumber(e164: string): CountryCode | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

export interface CountryOption {
  code: CountryCode;
  name: string;
  dialCode: string;
}

/** Every country with its name in `locale` and its dial code, sorted by name. */
export function countryOptions(locale: string): CountryOption[] {
  const names = regionNames(locale);
  return getCountries()
    .map((code) => ({
      code,
      name: names?.of(code) ?? code,
      dialCode: `+${getCountryCallingCode(code)}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function countryName(code: CountryCode, locale = 'en'): string {
  return regionNames(locale)?.of(code) ?? code;
}

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

function fail(message: string): PhoneParseResult {
  return { ok: false, message };
}
