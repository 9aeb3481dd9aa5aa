// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { providersWith } from 'platform/testing';
import { useNewEventsCount } from './use-new-events-count';

afterEach(() => configureApi());

describe('useNewEventsCount', () => {
  it('counts events that arrived since the first answer, and starts again on reset', async () => {
    const fetch = createFakeFetch(
      okReply({ count: 10 }),
      okReply({ count: 13 }),
      okReply({ count: 14 }),
    );
    configureApi({ fetch });
    const wrapper = providersWith(createStaticSession({ token: null, user: null }));
    const { result } = renderHook(() => useNewEventsCount(true, 50), { wrapper });
    await waitFor(() => expect(fetch.calls.length).toBeGreaterThanOrEqual(1));
    expect(result.current.fresh).toBe(0);
    await waitFor(() => expect(result.current.fresh).toBe(3));
    expect(fetch.calls[0]?.url).toBe('/v2/events/feed/count');
    await waitFor(() => expect(result.current.fresh).toBe(4));
    act(() => result.current.reset());
    expect(result.current.fresh).toBe(0);
  });

  it('asks nothing until the feed is shown', async () => {
    const fetch = createFakeFetch(okReply({ count: 1 }));
    configureApi({ fetch });
    const wrapper = providersWith(createStaticSession({ token: null, user: null }));
    renderHook(() => useNewEventsCount(false, 50), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(fetch.calls).toHaveLength(0);
  });
});
