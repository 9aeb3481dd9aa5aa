import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'shared-ui/router';
import { FullPageLoader, RemoteErrorBoundary } from 'shared-ui';
import { AppProviders } from '../react';
import type { RouteDeclaration } from '../src/routes';
import { DevSignIn } from './dev-sign-in';

export interface StandaloneOptions {
  /** e.g. `mf-events`. */
  appName: string;
  routes: readonly RouteDeclaration[];
  /** Loads an exposed page module by its expose key, e.g. `./FeedPage`. */
  loadPage: (page: string) => Promise<{ default: ComponentType }>;
}

/**
 * A remote on its own, for its team: the shell's own provider stack ({@link AppProviders}) around
 * the remote's declared routes. No shell, no other remote.
 */
export function StandaloneApp({ appName, routes, loadPage }: StandaloneOptions) {
  const shell = useMemo(() => ({ shellVersion: `standalone:${appName}` }), [appName]);
  const pages = useMemo(
    () => new Map(routes.map((r) => [r.page, lazy(() => loadPage(r.page))] as const)),
    [routes, loadPage],
  );
  return (
    <AppProviders shell={shell}>
      <BrowserRouter>
        <div
          className="standalone-banner"
          style={{
            margin: 0,
            padding: '4px 12px',
            fontSize: 12,
            background: '#222',
            color: '#fff',
          }}
        >
          {appName} running alone · <DevSignIn />
        </div>
        <main className="ui-container" style={{ paddingBlock: 24 }}>
          <RemoteErrorBoundary>
            <Suspense fallback={<FullPageLoader />}>
              <Routes>
                {routes.map((r) => {
                  const Page = pages.get(r.page)!;
                  return <Route key={r.path} path={r.path} element={<Page />} />;
                })}
                <Route
                  path="*"
                  element={<p style={{ padding: 24 }}>No page of {appName} here.</p>}
                />
              </Routes>
            </Suspense>
          </RemoteErrorBoundary>
        </main>
      </BrowserRouter>
    </AppProviders>
  );
}
