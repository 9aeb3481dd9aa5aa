import { describe, expect, it } from 'vitest';
import { entryUrlBeside, parseReleaseManifest } from './release-manifest';

const entry = (fields: Record<string, unknown>) => ({
  schemaVersion: 1,
  updatedAt: '2026-11-28T00:00:00.000Z',
  remotes: {
    'mf-events': {
      package: 'mf-events',
      federationName: 'events',
      version: '1.0.0-3fa2c1d9',
      manifestUrl: '/releases/mf-events/1.0.0-3fa2c1d9/mf-manifest.json',
      routes: [],
      publishedAt: '2026-11-28T00:00:00.000Z',
      ...fields,
    },
  },
});

describe('parseReleaseManifest', () => {
  it('keeps the entry URL publishing wrote', () => {
    const manifest = parseReleaseManifest(
      entry({ entryUrl: '/releases/mf-events/1.0.0-3fa2c1d9/remoteEntry.js' }),
    );
    expect(manifest.remotes['mf-events']?.entryUrl).toBe(
      '/releases/mf-events/1.0.0-3fa2c1d9/remoteEntry.js',
    );
  });

  it('reads an entry published before entryUrl as the container entry beside its manifest', () => {
    const manifest = parseReleaseManifest(entry({}));
    expect(manifest.remotes['mf-events']?.entryUrl).toBe(
      '/releases/mf-events/1.0.0-3fa2c1d9/remoteEntry.js',
    );
  });

  it('refuses an entry URL that is not a string', () => {
    expect(() => parseReleaseManifest(entry({ entryUrl: 42 }))).toThrow(/entryUrl/);
  });
});

describe('entryUrlBeside', () => {
  it('names remoteEntry.js in the folder of mf-manifest.json', () => {
    expect(entryUrlBeside('http://localhost:3012/mf-manifest.json')).toBe(
      'http://localhost:3012/remoteEntry.js',
    );
  });
});

describe('parseReleaseManifest with a canary', () => {
  const canary = {
    release: {
      package: 'mf-events',
      federationName: 'events',
      version: '1.0.1-bbbbbbbb',
      entryUrl: '/releases/mf-events/1.0.1-bbbbbbbb/remoteEntry.js',
      manifestUrl: '/releases/mf-events/1.0.1-bbbbbbbb/mf-manifest.json',
      routes: [],
      publishedAt: '2026-11-28T00:00:00.000Z',
    },
    share: 10,
    startedAt: '2026-11-28T00:00:00.000Z',
    stepStartedAt: '2026-11-28T00:00:00.000Z',
  };

  it('keeps a canary that reads right', () => {
    expect(parseReleaseManifest(entry({ canary })).remotes['mf-events']?.canary).toEqual(canary);
  });

  it('drops a malformed canary, so every device gets stable rather than no app', () => {
    for (const bad of [{ ...canary, share: 100 }, { ...canary, release: null }, 'x']) {
      const parsed = parseReleaseManifest(entry({ canary: bad })).remotes['mf-events'];
      expect(parsed?.version).toBe('1.0.0-3fa2c1d9');
      expect(parsed).not.toHaveProperty('canary');
    }
  });
});
