import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import {
  actOnGuest,
  getGuests,
  getHostDashboard,
  getOfflineKit,
  newScanNonce,
  scanPass,
  syncOfflineScans,
} from './hosts-api';

afterEach(() => configureApi());

const emptyList = {
  guests: [],
  counts: {
    all: 0,
    going: 0,
    checked_in: 0,
    cancelled: 0,
    refunded: 0,
    pending: 0,
    denied: 0,
    removed: 0,
  },
  pagination: { continuationToken: null, hasMoreItems: false },
};

describe('host tools calls', () => {
  it('asks for the guest list with its filters and the token, leaving blanks out', async () => {
    const fetch = createFakeFetch(okReply(emptyList), okReply(emptyList));
    configureApi({ fetch });
    await expect(
      getGuests(
        { eventId: 'e1', status: 'checked_in', search: ' ann ', continuationToken: 'c2' },
        'tok',
      ),
    ).resolves.toEqual(emptyList);
    expect(fetch.calls[0]?.url).toBe(
      '/v2/events/guests?eventId=e1&status=checked_in&search=ann&continuationToken=c2',
    );
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
    await getGuests({ eventId: 'e1', status: null, search: '  ' }, 'tok');
    expect(fetch.calls[1]?.url).toBe('/v2/events/guests?eventId=e1');
  });

  it('posts a scan with the pass code and nonce', async () => {
    const outcome = { result: 'admitted', reason: null };
    const fetch = createFakeFetch(okReply(outcome));
    configureApi({ fetch });
    await expect(
      scanPass({ eventId: 'e1', qrToken: 'qr', nonce: 'abcdef123456' }, 'tok'),
    ).resolves.toEqual(outcome);
    expect(fetch.calls[0]?.method).toBe('POST');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/scan');
    expect(fetch.calls[0]?.body).toEqual({
      eventId: 'e1',
      qrToken: 'qr',
      nonce: 'abcdef123456',
    });
  });

  it('reads the dashboard of one event', async () => {
    const fetch = createFakeFetch(okReply({ counts: emptyList.counts, ticketTypes: [] }));
    configureApi({ fetch });
    await getHostDashboard('e1', 'tok');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/dashboard?eventId=e1');
  });

  it('posts approve, deny and remove for one guest to their own paths', async () => {
    const done = { status: 'going', changedPasses: 1, refundedCents: 0, message: 'Approved' };
    const fetch = createFakeFetch(okReply(done), okReply(done), okReply(done));
    configureApi({ fetch });
    for (const action of ['approve', 'deny', 'remove'] as const) {
      await actOnGuest(action, { eventId: 'e1', userId: 'u1' }, 'tok');
    }
    expect(fetch.calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/v2/events/hosts/approve'],
      ['POST', '/v2/events/hosts/deny'],
      ['POST', '/v2/events/hosts/remove'],
    ]);
    expect(fetch.calls[2]?.body).toEqual({ eventId: 'e1', userId: 'u1' });
    expect(fetch.calls[2]?.headers.Authorization).toBe('Bearer tok');
  });

  it('downloads the offline kit and posts offline scans with their times', async () => {
    const fetch = createFakeFetch(okReply({ guests: [] }), okReply({ results: [] }));
    configureApi({ fetch });
    await getOfflineKit('e1', 'tok');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/offline-kit?eventId=e1');
    const scans = [{ qrToken: 'ev1.p.t.s', nonce: 'abcdef123456', scannedAt: 1_700_000_000 }];
    await expect(syncOfflineScans({ eventId: 'e1', scans }, 'tok')).resolves.toEqual({
      results: [],
    });
    expect(fetch.calls[1]?.method).toBe('POST');
    expect(fetch.calls[1]?.url).toBe('/v2/events/hosts/scan-sync');
    expect(fetch.calls[1]?.body).toEqual({ eventId: 'e1', scans });
  });

  it('makes a different nonce each time, in the allowed characters', () => {
    const a = newScanNonce();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newScanNonce()).not.toBe(a);
  });
});
