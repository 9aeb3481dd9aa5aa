import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema-ticketing';
import { DEFAULT_CURRENCY } from './currency';

describe('DEFAULT_CURRENCY', () => {
  it("is the currency orders are written in (the schema's default)", () => {
    expect(orders.currency.default).toBe(DEFAULT_CURRENCY);
  });
});
