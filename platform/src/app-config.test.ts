import { describe, expect, it } from 'vitest';
import { localAppConfig, parseAppConfig } from './app-config';

describe('localAppConfig', () => {
  it('points at the same-origin API and the Auth emulator', () => {
    expect(localAppConfig('127.0.0.1:9199')).toEqual({
      apiBaseUrl: '/v2',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-events.firebaseapp.com',
        projectId: 'demo-events',
      },
      authEmulatorUrl: 'http://127.0.0.1:9199',
      remoteOverrides: { allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] },
    });
    expect(localAppConfig().authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(localAppConfig(undefined, []).remoteOverrides).toBeUndefined();
  });
});

describe('parseAppConfig', () => {
  it('accepts a valid configuration and refuses a malformed one', () => {
    const config = localAppConfig();
    expect(parseAppConfig(JSON.parse(JSON.stringify(config)))).toEqual(config);
    expect(() => parseAppConfig(null)).toThrow(/not an object/);
    expect(() => parseAppConfig({ ...config, apiBaseUrl: '' })).toThrow(/apiBaseUrl/);
    expect(() => parseAppConfig({ ...config, firebase: { apiKey: 'k' } })).toThrow(/projectId/);
    expect(() => parseAppConfig({ ...config, analytics: {} })).toThrow(/measurementId/);
    for (const remoteOverrides of [{}, { allowedOrigins: ['*'] }, { allowedOrigins: 'x' }]) {
      expect(() => parseAppConfig({ ...config, remoteOverrides })).toThrow(/allowedOrigins/);
    }
  });
});
