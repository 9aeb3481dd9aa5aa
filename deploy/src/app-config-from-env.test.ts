import { describe, expect, it } from 'vitest';
import { isOverrideOriginAllowed } from 'platform';
import { appConfigFromEnv, productionAppConfig } from './app-config-from-env';

const project = { FIREBASE_PROJECT_ID: 'events', FIREBASE_API_KEY: 'key-1' };
const allowedBy = (config: { remoteOverrides?: { allowedOrigins: string[] } }, origin: string) =>
  isOverrideOriginAllowed(origin, config.remoteOverrides?.allowedOrigins);

describe('remote overrides in the app configuration', () => {
  it('the local stack allows a dev server on any local port', () => {
    const local = appConfigFromEnv({});
    expect(local.remoteOverrides).toEqual({
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    });
    expect(allowedBy(local, 'http://localhost:3012')).toBe(true);
    expect(allowedBy(local, 'https://evil.example')).toBe(false);
    // Turned off by an empty list.
    expect(appConfigFromEnv({ REMOTE_OVERRIDE_ORIGINS: '' }).remoteOverrides).toBeUndefined();
  });

  it('a staging configuration allows exactly the origins it lists', () => {
    const staging = appConfigFromEnv({
      ...project,
      REMOTE_OVERRIDE_ORIGINS: 'https://preview.events.example,http://localhost:*',
    });
    expect(staging.remoteOverrides?.allowedOrigins).toEqual([
      'https://preview.events.example',
      'http://localhost:*',
    ]);
    expect(allowedBy(staging, 'https://preview.events.example')).toBe(true);
    expect(allowedBy(staging, 'https://other.events.example')).toBe(false);
    // A real project without the list allows none.
    expect(appConfigFromEnv(project).remoteOverrides).toBeUndefined();
  });

  it('refuses a malformed origin', () => {
    expect(() => appConfigFromEnv({ REMOTE_OVERRIDE_ORIGINS: 'https://*.example' })).toThrow(
      /REMOTE_OVERRIDE_ORIGINS .*not https:\/\/\*\.example/,
    );
    expect(() =>
      appConfigFromEnv({ ...project, REMOTE_OVERRIDE_ORIGINS: 'https://a.example/path' }),
    ).toThrow(/REMOTE_OVERRIDE_ORIGINS/);
  });

  it('production lists no override origin, so every override is refused, and refuses the variable', () => {
    const production = productionAppConfig(project);
    expect(production.remoteOverrides).toBeUndefined();
    expect(allowedBy(production, 'http://localhost:3012')).toBe(false);
    expect(() =>
      productionAppConfig({ ...project, REMOTE_OVERRIDE_ORIGINS: 'http://localhost:*' }),
    ).toThrow(/REMOTE_OVERRIDE_ORIGINS must be unset for a production deploy/);
  });
});
