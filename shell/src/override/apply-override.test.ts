import { describe, expect, it } from 'vitest';
import { localAppConfig, type AppConfig } from 'platform';
import { manifestOf, releaseOf } from '../test-support/release-fixture';
import { applyOverride, overrideRefusal } from './apply-override';

const release = manifestOf(
  releaseOf('mf-events', 'events', [{ path: '/app', page: './FeedPage' }], '1.0.0-aaaaaaaa'),
  releaseOf('mf-host', 'host', [{ path: '/app/host', page: './DashboardPage' }], '2.0.0-bbbbbbbb'),
);
const local = localAppConfig();
/** As `productionAppConfig` writes it: a real project, no emulator, no override origins. */
const production: AppConfig = {
  apiBaseUrl: '/v2',
  firebase: { apiKey: 'k', authDomain: 'events.example.com', projectId: 'events' },
};
const stored = { package: 'mf-events', base: 'http://localhost:3012/', expiresAt: 1 };

describe('applyOverride', () => {
  it('points the one remote at the override and leaves the rest of the release as it is', () => {
    const applied = applyOverride(release, local, stored);
    expect(applied.refusal).toBeNull();
    expect(applied.manifest.remotes['mf-events']).toEqual({
      ...release.remotes['mf-events'],
      entryUrl: 'http://localhost:3012/remoteEntry.js',
      manifestUrl: 'http://localhost:3012/mf-manifest.json',
    });
    expect(applied.manifest.remotes['mf-host']).toBe(release.remotes['mf-host']);
    expect(applied.active).toEqual({
      ...stored,
      federationName: 'events',
      releaseVersion: '1.0.0-aaaaaaaa',
    });
    // Nothing stored: the release itself.
    expect(applyOverride(release, local, null)).toEqual({
      manifest: release,
      active: null,
      refusal: null,
    });
  });

  it('refuses every override under a production configuration (no allowed origins)', () => {
    const applied = applyOverride(release, production, stored);
    expect(applied.manifest).toBe(release);
    expect(applied.active).toBeNull();
    expect(applied.refusal).toMatch(/takes no remote override/);
    // Control: the same override under the local configuration is taken.
    expect(applyOverride(release, local, stored).active).not.toBeNull();
  });
});

describe('overrideRefusal', () => {
  it('takes only the origins the configuration lists, and only a remote the release has', () => {
    const staging: AppConfig = {
      ...production,
      remoteOverrides: { allowedOrigins: ['https://preview.events.example'] },
    };
    const at = (base: string, pkg = 'mf-events') => ({ package: pkg, base });
    expect(
      overrideRefusal(at('https://preview.events.example/mf-events/pr-1/'), release, staging),
    ).toBeNull();
    expect(overrideRefusal(at('http://localhost:3012/'), release, staging)).toMatch(
      /http:\/\/localhost:3012 is not an origin this deployment takes overrides from \(https:\/\/preview\.events\.example\)/,
    );
    expect(overrideRefusal(at('http://localhost:3012/'), release, local)).toBeNull();
    expect(overrideRefusal(at('https://evil.example/'), release, local)).toMatch(/not an origin/);
    expect(overrideRefusal(at('http://localhost:3015/', 'mf-tickets'), release, local)).toMatch(
      /no remote named mf-tickets/,
    );
  });
});
