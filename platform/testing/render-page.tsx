/**
 * Renders one page of a remote inside the shell's provider stack (AppProviders) and a memory
 * router, against a fake API: `routes` maps "METHOD /path" to a reply, so the calls a page makes in
 * any order are served; anything else answers 404. A reply may be a promise, so a test can hold an
 * answer back and choose when it arrives. Every remote's page tests use it. `swapSession` changes
 * the session under the rendered page, as the shell's does when it finishes loading.
 */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../react';
import { configureApi, createStaticSession, type Session } from 'shared-api';
import type { User } from 'contract';
import type { FakeCall } from 'shared-api/testing';

/** A fake answer; an error as the contract's envelope has it (`details` where the code has them). */
export type Reply = {
  status?: number;
  data?: unknown;
  error?: { code: string; message: string; details?: unknown };
};
export type FakeRoutes = Record<string, Reply | ((call: FakeCall) => Reply | Promise<Reply>)>;

export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  configureApi({
    fetch: async (input, init) => {
      const url = new URL(input, 'http://test');
      const headers = { ...(init.headers as Record<string, string>) };
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call: FakeCall = { url: input, method: init.method ?? 'GET', headers, body };
      calls.push(call);
      const key = `${call.method} ${url.pathname.replace(/^\/v2/, '')}`;
      const route = routes[key];
      const reply = typeof route === 'function' ? await route(call) : route;
      if (!reply) {
        return new Response(
          JSON.stringify({ error: { code: 'not_found', message: `No ${key}` } }),
          {
            status: 404,
          },
        );
      }
      const payload = reply.error ? { error: reply.error } : { data: reply.data ?? {} };
      return new Response(JSON.stringify(payload), { status: reply.status ?? 200 });
    },
  });
  return calls;
}

const TEST_SHELL = { shellVersion: 'test' };

/** Shows where the router is, so tests can read navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderPage(
  page: ReactElement,
  {
    path,
    at,
    user = null,
    session = createStaticSession({ token: user ? 'tok' : null, user }),
  }: {
    path: string;
    at: string;
    user?: User | null;
    /** Instead of `user`: a session of the test's making, e.g. one still loading. */
    session?: Session;
  },
) {
  const ui = (current: Session) => (
    <AppProviders shell={TEST_SHELL} session={current}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(ui(session));
  /** The same page (router, query cache, state) under another session: it has loaded, say. */
  const swapSession = (next: Session) => view.rerender(ui(next));
  return { ...view, swapSession };
}

/** The same provider stack as a `wrapper` for renderHook. */
export function providersWith(session: Session) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <AppProviders shell={TEST_SHELL} session={session}>
        {children}
      </AppProviders>
    );
  };
}
