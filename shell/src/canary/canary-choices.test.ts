import { beforeEach, describe, expect, it } from 'vitest';
import { canaryBucket, type ReleaseManifest, type RemoteRelease } from 'platform';
import { canaryChoices, describeChoice, withCanaryChoices } from './canary-choices';
import { DEVICE_ID_KEY, deviceId, randomDeviceId } from './device-id';

const release = (pkg: string, version: string): RemoteRelease => ({
  package: pkg,
  federationName: pkg.slice(3),
  version,
  entryUrl: `/releases/${pkg}/${version}/remoteEntry.js`,
  manifestUrl: `/releases/${pkg}/${version}/mf-manifest.json`,
  routes: [],
  publishedAt: '2030-01-01T00:00:00.000Z',
});
const manifest = (share: number): ReleaseManifest => ({
  schemaVersion: 1,
  updatedAt: '2030-01-01T00:00:00.000Z',
  remotes: {
    'mf-events': {
      ...release('mf-events', '1.0.0-stable'),
      canary: {
        release: release('mf-events', '1.1.0-canary'),
        share,
        startedAt: '2030-01-01T00:00:00.000Z',
        stepStartedAt: '2030-01-01T00:00:00.000Z',
      },
    },
    'mf-social': release('mf-social', '2.0.0-only'),
  },
});

beforeEach(() => localStorage.clear());

describe('deviceId', () => {
  it('is drawn once and kept, and a kept id that is not one is drawn again', () => {
    const first = deviceId(localStorage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceId(localStorage)).toBe(first);
    localStorage.setItem(DEVICE_ID_KEY, 'x');
    expect(deviceId(localStorage, () => 'drawn-again-0123456789')).toBe('drawn-again-0123456789');
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe('drawn-again-0123456789');
  });

  it('draws one per load where storage cannot be used, and draws differently each time', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(deviceId(broken)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceId(null)).not.toBe(deviceId(null));
    expect(new Set(Array.from({ length: 50 }, randomDeviceId)).size).toBe(50);
  });
});

describe('withCanaryChoices', () => {
  // Two devices, one in the canary's first 10 buckets of mf-events and one not.
  const ids = Array.from({ length: 200 }, (_, i) => `device-${String(i).padStart(12, '0')}`);
  const inCanary = ids.find((id) => canaryBucket(id, 'mf-events') < 10)!;
  const outside = ids.find((id) => canaryBucket(id, 'mf-events') >= 50)!;

  it('hands on one release per remote: the canary below the share, stable above', () => {
    const chosen = withCanaryChoices(manifest(10), inCanary).remotes;
    expect(chosen['mf-events']).toEqual(manifest(10).remotes['mf-events']!.canary!.release);
    expect(chosen['mf-social']?.version).toBe('2.0.0-only');
    expect(canaryChoices()['mf-events']).toMatchObject({ track: 'canary', share: 10 });
    expect(describeChoice(canaryChoices()['mf-events'])).toMatch(
      /^canary: this device's bucket \d is below the canary's 10%$/,
    );
    expect(describeChoice(canaryChoices()['mf-social'])).toBe('stable (no canary)');

    const stable = withCanaryChoices(manifest(50), outside).remotes['mf-events'];
    expect(stable?.version).toBe('1.0.0-stable');
    expect(stable).not.toHaveProperty('canary');
    expect(describeChoice(canaryChoices()['mf-events'])).toMatch(
      /^stable: .* not below the canary's 50%$/,
    );
  });

  it('keeps a device on its version on every load', () => {
    const a = withCanaryChoices(manifest(25), inCanary).remotes['mf-events']?.version;
    const b = withCanaryChoices(manifest(25), inCanary).remotes['mf-events']?.version;
    expect(a).toBe('1.1.0-canary');
    expect(b).toBe(a);
  });
});
