import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows cents divided by 100 with two decimals', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100)).toBe('$1.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('groups thousands', () => {
    expect(formatMoney(123_456_789)).toBe('$1,234,567.89');
  });

  it('shows negative amounts with a leading minus', () => {
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(-1)).toBe('-$0.01');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.4)).toBe('$0.00');
  });

  it('rounds fractional cents', () => {
    expect(formatMoney(1249.6)).toBe('$12.50');
  });

  it('formats other currencies with their own symbol and minor unit', () => {
    expect(formatMoney(1250, 'EUR')).toBe('€12.50');
    expect(formatMoney(1250, 'eur')).toBe('€12.50');
    expect(formatMoney(1250, 'JPY')).toBe('¥1,250');
    expect(formatMoney(1250, 'CAD')).toBe('CA$12.50');
  });

  it('falls back to plain digits for an unknown currency code', () => {
    expect(formatMoney(1250, 'NOT-A-CODE')).toBe('12.50 NOT-A-CODE');
  });

  it('shows $0.00 for values that are not numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
});
