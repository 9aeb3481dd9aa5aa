import { describe, expect, it } from 'vitest';
import { checkRefundRule } from './refund-rule';

const ZONE = 'America/New_York';
// 2030-06-01 20:00 in New York
const START = Date.UTC(2030, 5, 2, 0, 0) / 1000;

describe('the refund rule', () => {
  it('sends no date with "none" or "request", whatever was typed', () => {
    const errors = {};
    expect(
      checkRefundRule(
        { refundPolicy: 'request', refundsUntil: '2030-05-01T12:00' },
        ZONE,
        START,
        errors,
      ),
    ).toEqual({ refundPolicy: 'request', refundsUntil: null });
    expect(
      checkRefundRule({ refundPolicy: 'none', refundsUntil: '' }, ZONE, START, errors),
    ).toEqual({
      refundPolicy: 'none',
      refundsUntil: null,
    });
    expect(errors).toEqual({});
  });

  it('needs a date with "until", at or before the start, read in the event’s zone', () => {
    const errors: Record<string, string> = {};
    checkRefundRule({ refundPolicy: 'until', refundsUntil: '' }, ZONE, START, errors);
    expect(errors.refundsUntil).toBe('Choose the last day guests can ask for a refund');

    const late: Record<string, string> = {};
    checkRefundRule({ refundPolicy: 'until', refundsUntil: '2030-06-01T20:01' }, ZONE, START, late);
    expect(late.refundsUntil).toBe('Refunds must close before the event starts');

    const ok: Record<string, string> = {};
    expect(
      checkRefundRule({ refundPolicy: 'until', refundsUntil: '2030-06-01T20:00' }, ZONE, START, ok),
    ).toEqual({ refundPolicy: 'until', refundsUntil: START });
    expect(ok).toEqual({});
  });
});
