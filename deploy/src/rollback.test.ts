import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeployRefusal } from './deploy-refusal';
import { listReleases } from './list-releases';
import { publishRemote } from './publish';
import { previousLiveVersion, rollbackRemote } from './rollback';
import { readHistory, readReleaseManifest } from './release-store';
import type { HistoryEntry } from './release-store';
import { makeTempDir, removeDir, writeFakeRemote } from './test-support/fake-builds';

let root: string;
let releasesDir: string;

beforeEach(async () => {
  root = await makeTempDir();
  releasesDir = path.join(root, 'releases');
});
afterEach(() => removeDir(root));

async function publishBuild(build: string, routes = [{ path: '/app/feed', page: './FeedPage' }]) {
  const distDir = await writeFakeRemote(root, { package: 'mf-events', routes, build });
  return publishRemote({ distDir, releasesDir });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeployRefusal);
  return (error as DeployRefusal).message;
}

describe('rollbackRemote', () => {
  it('swaps the entry back to the previously live version and records it', async () => {
    const v1 = await publishBuild('one');
    const v2 = await publishBuild('two', [
      { path: '/app/feed', page: './FeedPage' },
      { path: '/app/search', page: './SearchPage' },
    ]);
    const result = await rollbackRemote({ releasesDir, package: 'mf-events' });
    expect(result).toMatchObject({
      version: v1.version,
      previousVersion: v2.version,
      changed: true,
    });

    const entry = (await readReleaseManifest(releasesDir)).remotes['mf-events'];
    expect(entry?.version).toBe(v1.version);
    expect(entry?.manifestUrl).toBe(`/releases/mf-events/${v1.version}/mf-manifest.json`);
    expect(entry?.entryUrl).toMatch(
      new RegExp(`^/releases/mf-events/${v1.version}/remoteEntry\\.[0-9a-f]{8}\\.js$`),
    );
    // Routes come from the release being restored, not from the one being replaced.
    expect(entry?.routes.map((r) => r.path)).toEqual(['/app/feed']);
    expect((await readHistory(releasesDir)).at(-1)).toMatchObject({
      action: 'rollback',
      package: 'mf-events',
      version: v1.version,
      previousVersion: v2.version,
    });
  });

  it('walks further back when rolled back twice', async () => {
    const v1 = await publishBuild('one');
    const v2 = await publishBuild('two');
    await publishBuild('three');
    expect((await rollbackRemote({ releasesDir, package: 'mf-events' })).version).toBe(v2.version);
    expect((await rollbackRemote({ releasesDir, package: 'mf-events' })).version).toBe(v1.version);
    expect(await refusal(rollbackRemote({ releasesDir, package: 'mf-events' }))).toMatch(
      /nothing to roll back to/,
    );
  });

  it('rolls to a given version that exists', async () => {
    const v1 = await publishBuild('one');
    await publishBuild('two');
    const v3 = await publishBuild('three');
    const result = await rollbackRemote({
      releasesDir,
      package: 'mf-events',
      toVersion: v1.version,
    });
    expect(result.version).toBe(v1.version);
    // A later plain rollback returns to where --to came from.
    expect((await rollbackRemote({ releasesDir, package: 'mf-events' })).version).toBe(v3.version);
  });

  it('says clearly when there is nothing to roll back to', async () => {
    const v1 = await publishBuild('one');
    expect(await refusal(rollbackRemote({ releasesDir, package: 'mf-events' }))).toBe(
      `mf-events cannot be rolled back: there is nothing to roll back to (${v1.version} is the only version that has been live; use --to VERSION to pick one)`,
    );
    expect(await refusal(rollbackRemote({ releasesDir, package: 'mf-social' }))).toBe(
      'mf-social cannot be rolled back: it has never been published here',
    );
  });

  it('refuses an unknown version, the live one, and a tampered release', async () => {
    const v1 = await publishBuild('one');
    const v2 = await publishBuild('two');
    expect(
      await refusal(
        rollbackRemote({ releasesDir, package: 'mf-events', toVersion: '9.9.9-deadbeef' }),
      ),
    ).toBe(
      `mf-events cannot be rolled back to 9.9.9-deadbeef: no such release (known versions: ${v1.version}, ${v2.version})`,
    );
    expect(
      await refusal(rollbackRemote({ releasesDir, package: 'mf-events', toVersion: v2.version })),
    ).toBe(`mf-events cannot be rolled back to ${v2.version}: it is already live`);

    await writeFile(path.join(v1.releaseDir, 'extra.js'), 'tampered');
    expect(await refusal(rollbackRemote({ releasesDir, package: 'mf-events' }))).toMatch(
      new RegExp(
        `^mf-events cannot be rolled back to ${v1.version}: its files in .* no longer match`,
      ),
    );
  });

  it('refuses a target whose routes now collide with another remote', async () => {
    const v1 = await publishBuild('one', [
      { path: '/app/feed', page: './FeedPage' },
      { path: '/app/chat', page: './ChatPage' },
    ]);
    await publishBuild('two', [{ path: '/app/feed', page: './FeedPage' }]);
    // mf-social took /app/chat after mf-events gave it up.
    await publishRemote({
      distDir: await writeFakeRemote(root, {
        package: 'mf-social',
        routes: [{ path: '/app/chat', page: './ChatPage' }],
      }),
      releasesDir,
    });
    expect(await refusal(rollbackRemote({ releasesDir, package: 'mf-events' }))).toBe(
      `mf-events cannot be rolled back to ${v1.version}: route "/app/chat" collides with "/app/chat" owned by mf-social`,
    );
  });
});

describe('listReleases', () => {
  it('lists stored versions oldest first with the live one marked', async () => {
    expect(await listReleases(releasesDir)).toEqual([]);
    const v1 = await publishBuild('one');
    const v2 = await publishBuild('two');
    await rollbackRemote({ releasesDir, package: 'mf-events' });
    const [listing, ...rest] = await listReleases(releasesDir);
    expect(rest).toEqual([]);
    expect(listing?.package).toBe('mf-events');
    expect(listing?.liveVersion).toBe(v1.version);
    expect(listing?.versions.map((v) => [v.version, v.live])).toEqual([
      [v1.version, true],
      [v2.version, false],
    ]);
  });
});

describe('previousLiveVersion', () => {
  const h = (action: HistoryEntry['action'], version: string): HistoryEntry => ({
    at: '',
    action,
    package: 'p',
    version,
    previousVersion: null,
  });

  it('replays publishes and rollbacks as a stack', () => {
    const history = [h('publish', 'a'), h('publish', 'b'), h('publish', 'c'), h('rollback', 'b')];
    expect(previousLiveVersion(history, 'p', 'b')).toBe('a');
    expect(previousLiveVersion([h('publish', 'a')], 'p', 'a')).toBeNull();
    expect(previousLiveVersion([], 'p', 'a')).toBeNull();
  });

  it('trusts the manifest when history lags it', () => {
    expect(previousLiveVersion([h('publish', 'a'), h('publish', 'b')], 'p', 'x')).toBe('b');
  });
});
