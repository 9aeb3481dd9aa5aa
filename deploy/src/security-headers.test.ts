import { describe, expect, it } from 'vitest';
import { localAppConfig } from 'platform';
import { appConfigFromEnv, productionAppConfig } from './app-config-from-env';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('locally allows our origin, the Auth emulator and local ports for overrides: nothing from the internet', () => {
    const policy = contentSecurityPolicy(localAppConfig('127.0.0.1:9099'));
    const local = ['http://localhost:*', 'http://127.0.0.1:*'];
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:9099',
      ...local,
      'ws://localhost:*',
      'ws://127.0.0.1:*',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...local]);
    expect(policy).not.toMatch(/https:\/\//);
    // Without the override list, the emulator is all.
    const strict = contentSecurityPolicy(localAppConfig('127.0.0.1:9099', []));
    expect(directive(strict, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(directive(strict, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('admits the allowed override origins, and only those, where a remote loads from', () => {
    const staging = appConfigFromEnv({
      FIREBASE_PROJECT_ID: 'events-staging',
      FIREBASE_API_KEY: 'k',
      REMOTE_OVERRIDE_ORIGINS: 'https://preview.events.example, http://localhost:*',
    });
    const policy = contentSecurityPolicy(staging);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
      expect(directive(policy, name), name).toEqual(
        expect.arrayContaining(['https://preview.events.example', 'http://localhost:*']),
      );
    }
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['wss://preview.events.example', 'ws://localhost:*']),
    );
    // Never as a frame, a worker or an object.
    for (const name of ['frame-src', 'worker-src', 'object-src', 'default-src'])
      expect(directive(policy, name)?.join(' '), name).not.toMatch(/preview|localhost/);
  });

  it('in production admits no override origin', () => {
    const policy = contentSecurityPolicy(
      productionAppConfig({ FIREBASE_PROJECT_ID: 'events', FIREBASE_API_KEY: 'k' }),
    );
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1|ws:/);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('never allows inline or evaluated script, plugins, a base change or being framed', () => {
    for (const config of [
      localAppConfig(),
      { apiBaseUrl: '/v2', firebase: { apiKey: 'k', authDomain: 'a.example', projectId: 'p' } },
    ]) {
      const policy = contentSecurityPolicy(config);
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('in production allows Firebase phone sign-in (identity endpoints and reCAPTCHA)', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example.com/v2',
      firebase: { apiKey: 'k', authDomain: 'a.example', projectId: 'p' },
    });
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.example.com',
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, 'script-src')).not.toContain('https://www.googletagmanager.com');
  });
});

describe('securityHeaders', () => {
  it('forbids framing and sniffing and keeps the referrer to our origin elsewhere', () => {
    const headers = securityHeaders(localAppConfig());
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });
});
