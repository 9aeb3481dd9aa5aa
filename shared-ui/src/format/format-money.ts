const formatters = new Map<string, { format: Intl.NumberFormat; minorUnits: number } | null>();

function formatterFor(currency: string) {
  if (!formatters.has(currency)) {
    try {
      const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      formatters.set(currency, {
        format,
        minorUnits: format.resolvedOptions().maximumFractionDigits ?? 2,
      });
    } catch {
      // An unknown currency code would throw a RangeError mid-render; fall back to plain digits.
      formatters.set(currency, null);
    }
  }
  return formatters.get(currency) ?? null;
}

/**
 * A money amount for display. The API sends integer minor units (cents, SPEC §3); they are shown
 * divided by 100 with two decimals: 1250 → '$12.50', 0 → '$0.00', -500 → '-$5.00'.
 *
 * The divisor follows the currency's own minor unit (100 for USD and EUR, 1 for JPY), so the same
 * helper is right for any currency a host sells in. An unknown currency code does not throw: the
 * amount is shown as '12.50 XYZ'.
 */
export function formatMoney(cents: number, currency: string = 'USD'): string {
  const code = currency.toUpperCase();
  const whole = Number.isFinite(cents) ? Math.round(cents) : 0;
  const formatter = formatterFor(code);
  const minorUnits = formatter?.minorUnits ?? 2;
  // `|| 0` turns -0 into 0 so a zero refund never prints as '-$0.00'.
  const amount = whole / 10 ** minorUnits || 0;
  if (!formatter) return `${amount.toFixed(minorUnits)} ${code}`;
  return formatter.format.format(amount);
}
