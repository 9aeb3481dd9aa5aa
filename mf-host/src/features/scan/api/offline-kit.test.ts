import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { getOfflineKit, syncOfflineScans } from './offline-kit';

afterEach(() => configureApi());

describe('offline door calls', () => {
  it('downloads the offline kit and posts offline scans with their times', async () => {
    const fetch = createFakeFetch(okReply({ guests: [] }), okReply({ results: [] }));
    configureApi({ fetch });
    await getOfflineKit('e1', 'tok');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/offline-kit?eventId=e1');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
    const scans = [{ qrToken: 'ev1.p.t.s', nonce: 'abcdef123456', scannedAt: 1_700_000_000 }];
    await expect(syncOfflineScans({ eventId: 'e1', scans }, 'tok')).resolves.toEqual({
      results: [],
    });
    expect(fetch.calls[1]?.method).toBe('POST');
    expect(fetch.calls[1]?.url).toBe('/v2/events/hosts/scan-sync');
    expect(fetch.calls[1]?.body).toEqual({ eventId: 'e1', scans });
  });
});
