import { describe, expect, it } from 'vitest';
import {
  LOCAL_OVERRIDE_ORIGINS,
  httpOriginOf,
  isOverrideOriginAllowed,
  isOverrideOriginPattern,
} from './override-origins';

describe('isOverrideOriginAllowed', () => {
  it('allows any port of a host listed with :*, and only that host and scheme', () => {
    for (const allowed of ['http://localhost:3012', 'http://localhost:41234', 'http://localhost'])
      expect(isOverrideOriginAllowed(allowed, LOCAL_OVERRIDE_ORIGINS), allowed).toBe(true);
    expect(isOverrideOriginAllowed('http://127.0.0.1:3012', LOCAL_OVERRIDE_ORIGINS)).toBe(true);
    for (const refused of [
      'https://localhost:3012',
      'http://localhost.evil.example:3012',
      'http://evil.example',
      'http://192.168.1.5:3012',
    ])
      expect(isOverrideOriginAllowed(refused, LOCAL_OVERRIDE_ORIGINS), refused).toBe(false);
  });

  it('allows an exact origin and nothing beside it', () => {
    const staging = ['https://preview.events.example'];
    expect(isOverrideOriginAllowed('https://preview.events.example', staging)).toBe(true);
    expect(isOverrideOriginAllowed('https://preview.events.example:443', staging)).toBe(true);
    expect(isOverrideOriginAllowed('https://preview.events.example:8443', staging)).toBe(false);
    expect(isOverrideOriginAllowed('http://preview.events.example', staging)).toBe(false);
    expect(isOverrideOriginAllowed('https://other.events.example', staging)).toBe(false);
  });

  it('refuses everything when the configuration lists nothing (production)', () => {
    expect(isOverrideOriginAllowed('http://localhost:3012', undefined)).toBe(false);
    expect(isOverrideOriginAllowed('http://localhost:3012', [])).toBe(false);
  });

  it('refuses what is not an http(s) origin', () => {
    for (const refused of ['javascript:alert(1)', 'data:text/plain,x', 'localhost:3012', ''])
      expect(isOverrideOriginAllowed(refused, ['http://localhost:*']), refused).toBe(false);
  });
});

describe('isOverrideOriginPattern', () => {
  it('takes origins and origins with any port, as CSP sources', () => {
    for (const ok of ['http://localhost:*', 'https://preview.events.example', 'http://[::1]:3012'])
      expect(isOverrideOriginPattern(ok), ok).toBe(true);
    for (const bad of ['*', 'http://*.example', 'https://a.example/path', 'localhost:3012', ''])
      expect(isOverrideOriginPattern(bad), bad).toBe(false);
  });
});

describe('httpOriginOf', () => {
  it('reads the origin of an http(s) URL', () => {
    expect(httpOriginOf('http://localhost:3012/mf-manifest.json')).toBe('http://localhost:3012');
    expect(httpOriginOf('ftp://example.com')).toBeNull();
    expect(httpOriginOf('not a url')).toBeNull();
  });
});
