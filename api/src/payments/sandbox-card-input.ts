/**
 * The card typed on a sandbox page (checkout or card-saving), checked the way a provider's form
 * would: a number that passes the Luhn check, an expiry month that has not passed, a 3–4 digit
 * CVC. Empty fields mean the sandbox's test Visa (4242 4242 4242 4242, 12/34), so a page can be
 * paid with one press as before. Only the brand, the last four digits and the expiry are kept.
 *
 * Stripe's test cards behave as Stripe's do: 4000 0000 0000 0341 saves but every later charge is
 * declined; 4000 0027 6000 3184 asks the buyer to confirm every charge (3-D Secure).
 */
export interface SandboxCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardFields {
  cardNumber?: string;
  cardExpiry?: string;
  cardCvc?: string;
}

export const SANDBOX_TEST_CARD: SandboxCard = {
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
};

/** A saved card whose charges the sandbox declines (Stripe's 4000 0000 0000 0341). */
export const DECLINING_LAST4 = '0341';
/** A saved card whose charges need the buyer's confirmation (Stripe's 4000 0027 6000 3184). */
export const CONFIRMING_LAST4 = '3184';

const FIELD_MAX_LENGTH = 30;

/**
 * The card fields of a posted form, whatever else it holds: a page's form posts strings, but the
 * route is public and takes JSON too, so anything that is not a short string is left out.
 */
export function cardFieldsOf(body: unknown): CardFields {
  const fields: CardFields = {};
  if (!body || typeof body !== 'object') return fields;
  for (const key of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string') fields[key] = value.slice(0, FIELD_MAX_LENGTH);
  }
  return fields;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return 'card';
}

/** The card, or what is wrong with it in words for the page. */
export function readCard(fields: CardFields, now: Date): SandboxCard | { problem: string } {
  const number = (fields.cardNumber ?? '').replace(/[\s-]/g, '');
  const expiry = (fields.cardExpiry ?? '').replace(/\s/g, '');
  const cvc = (fields.cardCvc ?? '').trim();
  if (!number && !expiry && !cvc) return SANDBOX_TEST_CARD;
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
    return { problem: 'That card number is not valid.' };
  }
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(expiry);
  const month = match ? Number(match[1]) : 0;
  const year = match ? (match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])) : 0;
  if (month < 1 || month > 12) return { problem: 'Give the expiry date as MM / YY.' };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return { problem: 'That card has expired.' };
  if (!/^\d{3,4}$/.test(cvc)) return { problem: 'The security code is 3 or 4 digits.' };
  return { brand: brandOf(number), last4: number.slice(-4), expMonth: month, expYear: year };
}
