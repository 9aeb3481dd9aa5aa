import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { sampleEvent } from '../testing/fixtures';
import { eventKeys, eventQueryOptions } from './events-queries';

afterEach(() => configureApi());

describe('eventQueryOptions', () => {
  it('keys by viewer uid, never by token, and sends the token', async () => {
    const fetch = createFakeFetch(okReply({ event: sampleEvent('e1') }));
    configureApi({ fetch });
    const a = eventQueryOptions('e1', { uid: 'ada', token: 't1', userId: null });
    const b = eventQueryOptions('e1', { uid: 'ada', token: 't2', userId: 'u1' });
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).toEqual(eventKeys.detail('e1', 'ada'));
    expect(eventQueryOptions('e1').queryKey).toEqual(eventKeys.detail('e1', null));

    await expect(new QueryClient().fetchQuery(a)).resolves.toMatchObject({ id: 'e1' });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer t1');
  });

  it('leaves retrying to request()', () => {
    expect(eventQueryOptions('e1').retry).toBe(false);
  });
});
