import { describe, expect, it } from 'vitest';
import { clockTime } from '../../../components/scan-words';
import { conflictWords } from './conflict-words';

const at = (hour: number) => Date.UTC(2026, 10, 27, hour) / 1000;

describe('a conflict found at sync, in words', () => {
  it('says who checked the pass in first and what this device did', () => {
    const words = conflictWords({
      nonce: 'n1',
      name: 'Dora Double',
      outcome: {
        result: 'refused',
        reason: 'already_checked_in',
        guest: null,
        checkedInAt: at(14),
        scannedAt: at(15),
      },
    });
    expect(words).toBe(
      `Dora Double: Already checked in at ${clockTime(at(14))} by another device or from the guest list; ` +
        `this device also admitted it offline at ${clockTime(at(15))}.`,
    );
  });

  it('says a pass revoked since the list was downloaded was admitted from the older list', () => {
    const words = conflictWords({
      nonce: 'n2',
      name: 'Rita Refund',
      outcome: {
        result: 'refused',
        reason: 'refunded',
        guest: null,
        checkedInAt: null,
        scannedAt: at(15),
      },
    });
    expect(words).toBe(
      `Rita Refund: This pass was refunded, but this device admitted it offline at ${clockTime(at(15))} from an older guest list.`,
    );
  });
});
