import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, initSession } from 'shared-api';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { takeBootReads } from './boot/boot-reads';
import { prefetchOnIntent } from './remotes/prefetch-on-intent';
import { createRemotePrefetcher } from './remotes/remote-prefetch';
import { remoteRouteOf } from './remotes/remote-route';
import { prefetchExposedPage, registerReleaseRemotes } from './remotes/remote-registry';
import { createAppRouter } from './router/app-router';
import { buildRoutes } from './app/app-routes';
import { installAnalytics } from './analytics/install-analytics';
import { installErrorReporting } from './errors/install-error-reporting';
import { errorRoute } from './errors/error-route';
import { trackScreenViews } from './analytics/track-screen-views';
import { canUseServiceWorker, registerServiceWorker } from './sw/register-service-worker';

const root = createRoot(document.getElementById('root')!);

async function start(): Promise<void> {
  try {
    const [config, manifest] = await takeBootReads();
    configureApi({ baseUrl: config.apiBaseUrl });
    // Made first (it only matches the address; nothing renders yet): error reports name the route.
    const routes = buildRoutes(manifest, config);
    const router = createAppRouter(routes);
    const loads = installErrorReporting({ route: () => errorRoute(router.state) });
    initSession({ ...config.firebase, authEmulatorUrl: config.authEmulatorUrl });
    registerReleaseRemotes(manifest, { onLoaded: (release) => loads.loaded(release) });
    void installAnalytics(config);
    trackScreenViews(router);
    const prefetch = createRemotePrefetcher({
      origin: window.location.origin,
      resolve: (pathname) => remoteRouteOf(manifest, pathname),
      preload: ({ federationName, declaration }) =>
        prefetchExposedPage(federationName, declaration.page),
    });
    // This page's own remote was asked for by the entry chunk (boot/page-remote.ts).
    prefetchOnIntent(document, prefetch);
    // A transition: React renders the app in slices of a few milliseconds, yielding in between,
    // instead of one long task that holds the main thread (and any input) until the first commit.
    // The splash in app.html stays on screen until then.
    startTransition(() => root.render(<App router={router} />));
  } catch (error) {
    console.error(error);
    root.render(<StartupError onRetry={() => window.location.reload()} />);
  }
}

void start();
// Registered even when start-up failed: the worker's kept manifest is what lets a retry succeed.
// Production builds only: in development it would serve yesterday's page to the dev server.
if (process.env.NODE_ENV === 'production' && canUseServiceWorker()) void registerServiceWorker();
