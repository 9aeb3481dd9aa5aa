import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { loadAppConfig } from 'platform';
import { configureApi, initSession } from 'shared-api';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { loadReleaseManifest } from './boot/release-manifest';
import { registerReleaseRemotes } from './remotes/remote-registry';
import { buildRoutes } from './router/app-routes';
import { installAnalytics } from './analytics/install-analytics';
import { installErrorReporting } from './errors/install-error-reporting';
import { trackScreenViews } from './analytics/track-screen-views';
import { canUseServiceWorker, registerServiceWorker } from './sw/register-service-worker';

const root = createRoot(document.getElementById('root')!);

async function start(): Promise<void> {
  try {
    const [config, manifest] = await Promise.all([loadAppConfig(), loadReleaseManifest()]);
    configureApi({ baseUrl: config.apiBaseUrl });
    installErrorReporting();
    initSession({ ...config.firebase, authEmulatorUrl: config.authEmulatorUrl });
    registerReleaseRemotes(manifest);
    void installAnalytics(config);
    const router = createBrowserRouter(buildRoutes(manifest));
    trackScreenViews(router);
    root.render(<App router={router} />);
  } catch (error) {
    console.error(error);
    root.render(<StartupError onRetry={() => window.location.reload()} />);
  }
}

void start();
// Registered even when start-up failed: the worker's kept manifest is what lets a retry succeed.
// Production builds only: in development it would serve yesterday's page to the dev server.
if (process.env.NODE_ENV === 'production' && canUseServiceWorker()) void registerServiceWorker();
