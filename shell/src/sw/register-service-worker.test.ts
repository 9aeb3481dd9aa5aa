import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerEnv } from './register-service-worker';

function fakeEnv(hasController: boolean) {
  const listeners = new Map<string, () => void>();
  const registration = { update: vi.fn(async () => undefined) };
  const env = {
    container: {
      controller: hasController ? ({} as ServiceWorker) : null,
      register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
      addEventListener: (type: string, fn: () => void) => void listeners.set(type, fn),
    },
    reload: vi.fn(),
    document: {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (type: string, fn: () => void) => void listeners.set(type, fn),
    },
    setInterval: vi.fn(),
  };
  return { env: env as unknown as ServiceWorkerEnv, listeners, registration, raw: env };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, bypassing the HTTP cache', async () => {
    const { env, raw } = fakeEnv(false);
    await registerServiceWorker(env);
    expect(raw.container.register).toHaveBeenCalledWith('/sw.js', {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('reloads once when a new worker takes over a page it already controlled', async () => {
    const { env, listeners, raw } = fakeEnv(true);
    await registerServiceWorker(env);
    listeners.get('controllerchange')!();
    listeners.get('controllerchange')!();
    expect(raw.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload on the very first install, but does on a later takeover', async () => {
    const { env, listeners, raw } = fakeEnv(false);
    await registerServiceWorker(env);
    listeners.get('controllerchange')!();
    expect(raw.reload).not.toHaveBeenCalled();
    listeners.get('controllerchange')!();
    expect(raw.reload).toHaveBeenCalledOnce();
  });

  it('checks for a new shell when the app comes back into view', async () => {
    const { env, listeners, registration } = fakeEnv(true);
    await registerServiceWorker(env);
    listeners.get('visibilitychange')!();
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('keeps the app working when registration fails', async () => {
    const { env, raw } = fakeEnv(false);
    raw.container.register.mockRejectedValueOnce(new Error('insecure'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(registerServiceWorker(env)).resolves.toBeNull();
  });
});
