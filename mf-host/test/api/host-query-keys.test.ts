/**
 * The host tools' query keys, written out: they moved here from shared-api with the same arrays,
 * and their nesting is what makes one invalidation reach them (a scan or guest action refreshes
 * everything under ['hosts', eventId]; an affiliate link change everything under its 'insights').
 */
import { describe, expect, it } from 'vitest';
import { hostKeys } from '../../src/api/host-keys';
import { affiliateKeys } from '../../src/features/affiliates/api/affiliate-links';
import { analyticsKeys } from '../../src/features/analytics/api/event-analytics';
import { dashboardKeys } from '../../src/features/dashboard/api/host-dashboard';
import { guestKeys } from '../../src/features/guests/api/guests';
import { moneyKeys } from '../../src/features/money/api/money-keys';
import { revenueKeys } from '../../src/features/revenue/api/revenue';
import { offlineKitKeys } from '../../src/features/scan/api/offline-kit';
import { textBlastKeys } from '../../src/features/text-blast/api/text-blasts';

const viewer = { viewer: 'u1' };

describe('host query keys', () => {
  it("keep one event's host queries under ['hosts', eventId]", () => {
    const filter = { status: null, search: 'ann' };
    expect(guestKeys.list('e1', filter, 'u1')).toEqual(['hosts', 'e1', 'guests', filter, viewer]);
    expect(dashboardKeys.counts('e1', 'u1')).toEqual(['hosts', 'e1', 'dashboard', viewer]);
    expect(offlineKitKeys.kit('e1', 'u1')).toEqual(['hosts', 'e1', 'offline-kit', viewer]);
    expect(textBlastKeys.history('e1', 'u1')).toEqual(['hosts', 'e1', 'text-blasts', viewer]);
    expect(hostKeys.event('e1')).toEqual(['hosts', 'e1']);
  });

  it("keep the insights under ['hosts', eventId, 'insights']", () => {
    const window = { from: '2026-01-01', to: '2026-01-31' };
    expect(hostKeys.insights('e1')).toEqual(['hosts', 'e1', 'insights']);
    expect(revenueKeys.revenue('e1', 'u1')).toEqual(['hosts', 'e1', 'insights', 'revenue', viewer]);
    expect(analyticsKeys.window('e1', window, 'u1')).toEqual([
      'hosts',
      'e1',
      'insights',
      'analytics',
      window,
      viewer,
    ]);
    expect(affiliateKeys.links('e1', 'u1')).toEqual([
      'hosts',
      'e1',
      'insights',
      'affiliates',
      viewer,
    ]);
  });

  it('keep host money per viewer under money', () => {
    expect(moneyKeys.account('u1')).toEqual(['money', 'account', viewer]);
    expect(moneyKeys.wallet('u1')).toEqual(['money', 'wallet', viewer]);
    expect(moneyKeys.wallets()).toEqual(['money', 'wallet']);
    expect(moneyKeys.dispute('d1', 'u1')).toEqual(['money', 'dispute', 'd1', viewer]);
    expect(moneyKeys.disputeAnyViewer('d1')).toEqual(['money', 'dispute', 'd1']);
  });
});
