// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureApi,
  createStaticSession,
  StaticSessionProvider,
  type FetchLike,
} from 'shared-api';
import { sampleEvent, samplePublicUser, sampleUser } from 'shared-api/testing';
import { useSearchPreview } from './search-preview';

/** Answers every search with 6 events and 7 users, and records what it was asked. */
function searchServer() {
  const asked: URL[] = [];
  const fetch: FetchLike = async (input) => {
    const url = new URL(input, 'http://test');
    asked.push(url);
    const q = url.searchParams.get('query') ?? '';
    const n = q === 'nothing' ? 0 : 7;
    const data = {
      events: Array.from({ length: Math.min(n, 6) }, (_, i) => sampleEvent(`e${i}`)),
      users: Array.from({ length: n }, (_, i) => samplePublicUser({ id: `u${i}` })),
      organizations: [],
      pagination: { continuationToken: null, hasMoreItems: false },
    };
    return new Response(JSON.stringify({ data }), { status: 200 });
  };
  return { fetch, asked };
}

function setup(session = createStaticSession()) {
  const server = searchServer();
  configureApi({ fetch: server.fetch });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(({ text }) => useSearchPreview(text), {
    wrapper,
    initialProps: { text: '' },
  });
  return { ...hook, server };
}

/** Lets timers run and the fake server's promise chain settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  configureApi();
});

describe('useSearchPreview', () => {
  it('requests nothing for empty or blank text', async () => {
    const { result, rerender, server } = setup();
    expect(result.current.status).toBe('idle');
    rerender({ text: '    ' });
    await advance(1000);
    expect(result.current.status).toBe('idle');
    expect(server.asked).toHaveLength(0);
  });

  it('waits 300 ms after the last keystroke, then asks once for the trimmed text', async () => {
    const { result, rerender, server } = setup();
    for (const text of ['j', 'ja', 'jaz', ' jazz ']) {
      rerender({ text });
      await advance(200);
    }
    expect(server.asked).toHaveLength(0);
    expect(result.current.status).toBe('loading');
    await advance(99);
    expect(server.asked).toHaveLength(0);
    await advance(1);
    await advance(0);
    expect(server.asked.map((u) => u.searchParams.get('query'))).toEqual(['jazz']);
    expect(server.asked[0]?.searchParams.has('priority')).toBe(false);
    const state = result.current;
    expect(state.status).toBe('success');
    if (state.status !== 'success') return;
    expect(state.preview.events).toHaveLength(3);
    expect(state.preview.users).toHaveLength(5);
  });

  it('says when nothing was found', async () => {
    const { result, rerender } = setup();
    rerender({ text: 'nothing' });
    await advance(300);
    await advance(0);
    expect(result.current).toEqual({ status: 'empty', query: 'nothing' });
  });

  it('asks with priority when signed in', async () => {
    const { rerender, server } = setup(createStaticSession({ token: 'tok', user: sampleUser() }));
    rerender({ text: 'jazz' });
    await advance(300);
    await advance(0);
    expect(server.asked[0]?.searchParams.get('priority')).toBe('true');
  });
});
