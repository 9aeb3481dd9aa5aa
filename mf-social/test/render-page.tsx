/**
 * Renders one page the way the shell does (router, query client, session) against a fake API:
 * `replies` maps "METHOD /path" to a reply; anything else answers 404.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StaticSessionProvider, configureApi, createStaticSession, type User } from 'shared-api';

export type Reply = { status?: number; data?: unknown; error?: { code: string; message: string } };

export function fakeApi(replies: Record<string, Reply>): string[] {
  const urls: string[] = [];
  configureApi({
    fetch: async (input, init) => {
      urls.push(input);
      const key = `${init.method ?? 'GET'} ${new URL(input, 'http://test').pathname.replace(/^\/v2/, '')}`;
      const reply = replies[key] ?? {
        status: 404,
        error: { code: 'not_found', message: `No ${key}` },
      };
      const payload = reply.error ? { error: reply.error } : { data: reply.data ?? {} };
      return new Response(JSON.stringify(payload), { status: reply.status ?? 200 });
    },
  });
  return urls;
}

export function renderPage(
  page: ReactElement,
  { path, at, user = null }: { path: string; at: string; user?: User | null },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createStaticSession({ token: user ? 'tok' : null, user });
  return render(
    <QueryClientProvider client={queryClient}>
      <StaticSessionProvider session={session}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </MemoryRouter>
      </StaticSessionProvider>
    </QueryClientProvider>,
  );
}
