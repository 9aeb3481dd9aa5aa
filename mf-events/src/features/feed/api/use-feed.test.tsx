// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configureApi,
  createStaticSession,
  StaticSessionProvider,
  type FetchLike,
  type Session,
} from 'shared-api';
import { sampleEvent, sampleUser } from 'shared-api/testing';
import type { FeedPage } from '../../../api/feed';
import { useFeed } from './use-feed';

interface Served {
  url: URL;
  fast: boolean;
  auth: string | null;
}

/**
 * A tiny feed server: pages of ids by continuation token, with a gate to hold answers back. It
 * notes the most requests it ever had in flight at once.
 */
function feedServer(pages: Record<string, { ids: string[]; next: string | null }>) {
  const served: Served[] = [];
  const load = { inFlight: 0, most: 0 };
  const gates: { fast: Promise<void>; full: Promise<void> } = {
    fast: Promise.resolve(),
    full: Promise.resolve(),
  };
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input, 'http://test');
    const headers = init.headers as Record<string, string>;
    const fast = headers['X-Exclude-Computed-Fields'] === 'true';
    served.push({ url, fast, auth: headers.Authorization ?? null });
    load.most = Math.max(load.most, ++load.inFlight);
    await (fast ? gates.fast : gates.full);
    load.inFlight--;
    const token = url.searchParams.get('continuationToken') ?? 'first';
    const entry = pages[token] ?? { ids: [], next: null };
    const body: FeedPage = {
      events: entry.ids.map((id) => sampleEvent(id, { name: fast ? 'fast' : 'full' })),
      pagination: { continuationToken: entry.next, hasMoreItems: entry.next !== null },
    };
    return new Response(JSON.stringify({ data: body }), { status: 200 });
  };
  return { fetch, served, gates, load };
}

const signedIn = () => createStaticSession({ token: 'tok', user: sampleUser() });
const hold = () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
};

function setup(session: Session = createStaticSession()) {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    </QueryClientProvider>
  );
  return { client, wrapper };
}

afterEach(() => configureApi());

describe('useFeed', () => {
  it('asks a visitor for the feed once, with its computed fields', async () => {
    const server = feedServer({ first: { ids: ['a', 'b'], next: null } });
    configureApi({ fetch: server.fetch });
    const { wrapper } = setup();

    const { result } = renderHook(() => useFeed(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.hasComputedFields).toBe(true);
    expect(result.current.events.map((e) => e.name)).toEqual(['full', 'full']);
    expect(server.served).toHaveLength(1);
    expect(server.served[0]).toMatchObject({ fast: false, auth: null });
  });

  it('shows a signed-in person the fast list first, then the full one, asked one after the other', async () => {
    const server = feedServer({ first: { ids: ['a', 'b'], next: null } });
    const fast = hold();
    const full = hold();
    server.gates.fast = fast.gate;
    server.gates.full = full.gate;
    configureApi({ fetch: server.fetch });
    const { wrapper } = setup(signedIn());

    const { result } = renderHook(() => useFeed(), { wrapper });
    await waitFor(() => expect(server.served).toHaveLength(1));
    expect(server.served[0]?.fast).toBe(true);

    act(() => fast.release());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.hasComputedFields).toBe(false);
    expect(result.current.events.map((e) => e.name)).toEqual(['fast', 'fast']);
    await waitFor(() => expect(server.served).toHaveLength(2));
    expect(server.served[1]?.fast).toBe(false);

    act(() => full.release());
    await waitFor(() => expect(result.current.hasComputedFields).toBe(true));
    expect(result.current.events.map((e) => e.name)).toEqual(['full', 'full']);
    expect(result.current.hasNextPage).toBe(false);
    // Never two requests for the first page at once (both at once was the old fast-first).
    expect(server.load.most).toBe(1);
    expect(server.served).toHaveLength(2);
  });

  it('still loads the full list when the fast one fails, and reports when both fail', async () => {
    let fullFails = false;
    const fetch: FetchLike = async (_input, init) => {
      const headers = init.headers as Record<string, string>;
      if (headers['X-Exclude-Computed-Fields'] === 'true' || fullFails) {
        return new Response(
          JSON.stringify({ error: { code: 'invalid_request', message: 'Not now.' } }),
          { status: 400 },
        );
      }
      const body: FeedPage = {
        events: [sampleEvent('a')],
        pagination: { continuationToken: null, hasMoreItems: false },
      };
      return new Response(JSON.stringify({ data: body }), { status: 200 });
    };
    configureApi({ fetch });
    const first = renderHook(() => useFeed(), { wrapper: setup(signedIn()).wrapper });
    await waitFor(() => expect(first.result.current.hasComputedFields).toBe(true));
    expect(first.result.current.events.map((e) => e.id)).toEqual(['a']);

    fullFails = true;
    const second = renderHook(() => useFeed(), { wrapper: setup(signedIn()).wrapper });
    await waitFor(() => expect(second.result.current.status).toBe('error'));
    expect(second.result.current.error?.message).toBe('Not now.');
  });

  it('pages with continuation tokens and ignores a repeated page', async () => {
    const server = feedServer({
      first: { ids: ['a', 'b'], next: 'c1' },
      c1: { ids: ['b', 'c'], next: 'c2' },
      c2: { ids: ['d'], next: 'c1' }, // a server bug: hands back a token already used
    });
    configureApi({ fetch: server.fetch });
    const { wrapper } = setup();
    const { result } = renderHook(() => useFeed({ limit: 2 }), { wrapper });
    await waitFor(() => expect(result.current.hasComputedFields).toBe(true));

    act(() => result.current.fetchNextPage());
    act(() => result.current.fetchNextPage()); // a second scroll event while loading: ignored
    await waitFor(() => expect(result.current.events).toHaveLength(3));
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.events).toHaveLength(4));

    expect(result.current.events.map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(result.current.hasNextPage).toBe(false);
    const fullTokens = server.served
      .filter((s) => !s.fast)
      .map((s) => s.url.searchParams.get('continuationToken'));
    expect(fullTokens).toEqual([null, 'c1', 'c2']);
    expect(server.served[0]?.url.searchParams.get('limit')).toBe('2');
  });

  it('restarts from the first page on refetch', async () => {
    const server = feedServer({
      first: { ids: ['a'], next: 'c1' },
      c1: { ids: ['b'], next: null },
    });
    configureApi({ fetch: server.fetch });
    const { wrapper } = setup();
    const { result } = renderHook(() => useFeed(), { wrapper });
    await waitFor(() => expect(result.current.hasComputedFields).toBe(true));
    act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.events).toHaveLength(2));

    const before = server.served.filter((s) => !s.fast).length;
    await act(() => result.current.refetch());
    const after = server.served.filter((s) => !s.fast).slice(before);
    expect(after.map((s) => s.url.searchParams.get('continuationToken'))).toEqual([null]);
    // The query cache tells its subscribers on a timer of its own (react-query's notifyManager),
    // which act() does not always wait for: the render of the trimmed list may come just after.
    await waitFor(() => expect(result.current.events.map((e) => e.id)).toEqual(['a']));
    expect(result.current.hasNextPage).toBe(true);
  });

  it('sends the session token and waits for the session to resolve', async () => {
    const server = feedServer({ first: { ids: ['a'], next: null } });
    configureApi({ fetch: server.fetch });
    const loading = setup(createStaticSession({ status: 'loading' }));
    const { result: waiting } = renderHook(() => useFeed(), { wrapper: loading.wrapper });
    expect(waiting.current.status).toBe('pending');
    expect(server.served).toHaveLength(0);

    const { result } = renderHook(() => useFeed(), { wrapper: setup(signedIn()).wrapper });
    await waitFor(() => expect(result.current.hasComputedFields).toBe(true));
    expect(server.served.every((s) => s.auth === 'Bearer tok')).toBe(true);
  });

  it('reports an error when nothing could be loaded', async () => {
    configureApi({
      fetch: async () =>
        new Response(
          JSON.stringify({ error: { code: 'invalid_request', message: 'Bad token.' } }),
          {
            status: 400,
          },
        ),
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useFeed(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Bad token.');
    expect(result.current.events).toEqual([]);
  });
});
