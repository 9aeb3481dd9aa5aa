import { describe, expect, it } from 'vitest';
import { feeCentsPerTicket } from './fees';

describe('feeCentsPerTicket', () => {
  it('is nothing for a free ticket', () => {
    expect(feeCentsPerTicket(0)).toBe(0);
  });
  it('is 50 cents plus 3 % of the price, rounded to the cent', () => {
    expect(feeCentsPerTicket(2500)).toBe(125);
    expect(feeCentsPerTicket(1999)).toBe(110); // 59.97 → 60
    expect(feeCentsPerTicket(1)).toBe(50);
  });
});
