import { describe, expect, it } from 'vitest';
import { canaryBucket, chooseRelease } from './canary-choice';
import type { RemoteRelease } from './release-manifest';

const release = (version: string): RemoteRelease => ({
  package: 'mf-events',
  federationName: 'events',
  version,
  entryUrl: `/releases/mf-events/${version}/remoteEntry.js`,
  manifestUrl: `/releases/mf-events/${version}/mf-manifest.json`,
  routes: [],
  publishedAt: '2030-01-01T00:00:00.000Z',
});
const withCanary = (share: number): RemoteRelease => ({
  ...release('1.0.0-aaaaaaaa'),
  canary: {
    release: release('1.0.1-bbbbbbbb'),
    share,
    startedAt: '2030-01-01T00:00:00.000Z',
    stepStartedAt: '2030-01-01T00:00:00.000Z',
  },
});
const devices = Array.from({ length: 2000 }, (_, i) => `device-${i}`);

describe('canaryBucket', () => {
  it('is the same for a device every time, and spreads devices evenly over 0–99', () => {
    expect(canaryBucket('device-1', 'mf-events')).toBe(canaryBucket('device-1', 'mf-events'));
    const buckets = devices.map((d) => canaryBucket(d, 'mf-events'));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
    const belowTen = buckets.filter((b) => b < 10).length / buckets.length;
    expect(belowTen).toBeGreaterThan(0.07);
    expect(belowTen).toBeLessThan(0.13);
  });

  it("draws a device's buckets of two remotes independently", () => {
    const same = devices.filter(
      (d) => canaryBucket(d, 'mf-events') < 10 && canaryBucket(d, 'mf-social') < 10,
    ).length;
    expect(same / devices.length).toBeLessThan(0.03);
  });
});

describe('chooseRelease', () => {
  it('gives stable when there is no canary', () => {
    expect(chooseRelease(release('1.0.0-aaaaaaaa'), 'd')).toMatchObject({
      track: 'stable',
      bucket: null,
      release: { version: '1.0.0-aaaaaaaa' },
    });
  });

  it('gives the canary below the share, stable at or above, and keeps canaries as it widens', () => {
    const at10 = devices.filter((d) => chooseRelease(withCanary(10), d).track === 'canary');
    const at50 = devices.filter((d) => chooseRelease(withCanary(50), d).track === 'canary');
    expect(at10.every((d) => at50.includes(d))).toBe(true);
    const choice = chooseRelease(withCanary(50), devices[0]!);
    expect(choice.release.version).toBe(choice.bucket! < 50 ? '1.0.1-bbbbbbbb' : '1.0.0-aaaaaaaa');
    // The stable choice carries no canary of its own.
    expect(chooseRelease(withCanary(1), 'x').release).not.toHaveProperty('canary');
  });
});
