import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { getHostDashboard } from './host-dashboard';

afterEach(() => configureApi());

describe('dashboard calls', () => {
  it('reads the dashboard of one event', async () => {
    const fetch = createFakeFetch(okReply({ counts: {}, ticketTypes: [] }));
    configureApi({ fetch });
    await getHostDashboard('e1', 'tok');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/dashboard?eventId=e1');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });
});
