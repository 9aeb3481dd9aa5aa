import { describe, expect, it } from 'vitest';
import { localAppConfig } from 'platform';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('locally allows only our origin and the Auth emulator: nothing from the internet', () => {
    const policy = contentSecurityPolicy(localAppConfig('127.0.0.1:9099'));
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(policy).not.toMatch(/https:\/\//);
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
