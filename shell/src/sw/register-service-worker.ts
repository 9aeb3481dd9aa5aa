/** Where the build puts the worker: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** How often an open app asks whether a new shell was deployed (the browser also checks on load). */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;

/** The browser APIs used, so tests can stand in for them. */
export interface ServiceWorkerEnv {
  container: Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;
  reload(): void;
  document: Pick<Document, 'addEventListener' | 'visibilityState'>;
  setInterval(fn: () => void, ms: number): unknown;
}

/**
 * Registers the shell's service worker. When a new shell is deployed, the browser finds a new
 * sw.js, the new worker takes control at once (skipWaiting + clients.claim), and this page reloads
 * to run the new shell. The very first install also takes control, but that is not an update:
 * a page that had no controller does not reload then (it does on any later takeover).
 */
export async function registerServiceWorker(
  env: ServiceWorkerEnv = browserEnv(),
): Promise<ServiceWorkerRegistration | null> {
  // Whether some worker controlled the page before this change: the first worker to claim a page
  // (first visit) is not an update, any later one is.
  let controlled = env.container.controller !== null;
  let reloading = false;
  env.container.addEventListener('controllerchange', () => {
    const wasControlled = controlled;
    controlled = true;
    if (!wasControlled || reloading) return;
    reloading = true;
    env.reload();
  });
  try {
    const registration = await env.container.register(SERVICE_WORKER_URL, {
      scope: '/',
      // The worker file itself is never taken from the HTTP cache (it is served no-store too).
      updateViaCache: 'none',
    });
    const check = () => void registration.update().catch(() => undefined);
    env.document.addEventListener('visibilitychange', () => {
      if (env.document.visibilityState === 'visible') check();
    });
    env.setInterval(check, UPDATE_CHECK_MS);
    return registration;
  } catch (error) {
    // The app works without it (private windows, old browsers); it only loses the fallback.
    console.warn('service worker not registered', error);
    return null;
  }
}

function browserEnv(): ServiceWorkerEnv {
  return {
    container: navigator.serviceWorker,
    reload: () => window.location.reload(),
    document,
    setInterval: (fn, ms) => window.setInterval(fn, ms),
  };
}

export function canUseServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}
