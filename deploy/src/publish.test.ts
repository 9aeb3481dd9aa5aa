import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashTree, listFiles } from './content-hash';
import { DeployRefusal } from './deploy-refusal';
import { publishRemote } from './publish';
import { readHistory, readReleaseManifest } from './release-store';
import {
  DEFAULT_SHARED,
  makeTempDir,
  removeDir,
  writeFakeRemote,
  writeFakeShell,
} from './test-support/fake-builds';

let root: string;
let releasesDir: string;
const fixedNow = () => new Date('2030-01-02T03:04:05.000Z');

beforeEach(async () => {
  root = await makeTempDir();
  releasesDir = path.join(root, '.data', 'releases');
});
afterEach(() => removeDir(root));

const eventsRoutes = [
  { path: '/app/feed', page: './FeedPage' },
  { path: '/app/event/:eventId/:modal?', page: './EventPage', auth: undefined },
];

describe('publishRemote', () => {
  it('copies the dist to an immutable versioned folder and swaps the manifest entry', async () => {
    const distDir = await writeFakeRemote(root, { package: 'mf-events', routes: eventsRoutes });
    const result = await publishRemote({ distDir, releasesDir, now: fixedNow });

    const hash = await hashTree(distDir);
    expect(result.version).toBe(`1.0.0-${hash.slice(0, 8)}`);
    expect(result.version).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    expect(result).toMatchObject({ package: 'mf-events', previousVersion: null, changed: true });

    const stored = path.join(releasesDir, 'mf-events', result.version);
    expect(await listFiles(stored)).toEqual(await listFiles(distDir));
    expect(await hashTree(stored)).toBe(hash);

    const manifest = await readReleaseManifest(releasesDir);
    expect(manifest.updatedAt).toBe('2030-01-02T03:04:05.000Z');
    expect(manifest.remotes['mf-events']).toEqual({
      package: 'mf-events',
      federationName: 'events',
      version: result.version,
      // The container entry the build's mf-manifest.json names (a hashed name in these fakes).
      entryUrl: expect.stringMatching(
        new RegExp(`^/releases/mf-events/${result.version}/remoteEntry\\.[0-9a-f]{8}\\.js$`),
      ),
      manifestUrl: `/releases/mf-events/${result.version}/mf-manifest.json`,
      routes: eventsRoutes,
      publishedAt: '2030-01-02T03:04:05.000Z',
    });

    expect(await readHistory(releasesDir)).toEqual([
      {
        at: '2030-01-02T03:04:05.000Z',
        action: 'publish',
        package: 'mf-events',
        version: result.version,
        previousVersion: null,
      },
    ]);
    // No temp files or lock left behind.
    expect((await readdir(releasesDir)).sort()).toEqual([
      'current.json',
      'history.jsonl',
      'mf-events',
    ]);
    expect(await readdir(path.join(releasesDir, 'mf-events'))).toEqual([result.version]);
  });

  it('keeps other remotes and records the previous version on the next publish', async () => {
    await publishRemote({
      distDir: await writeFakeRemote(root, { package: 'mf-social' }),
      releasesDir,
    });
    const first = await publishRemote({
      distDir: await writeFakeRemote(root, { package: 'mf-events', routes: eventsRoutes }),
      releasesDir,
    });
    const second = await publishRemote({
      distDir: await writeFakeRemote(root, {
        package: 'mf-events',
        routes: [...eventsRoutes, { path: '/app/search', page: './SearchPage' }],
        build: 'build-2',
      }),
      releasesDir,
    });
    expect(second.version).not.toBe(first.version);
    expect(second.previousVersion).toBe(first.version);

    const manifest = await readReleaseManifest(releasesDir);
    expect(Object.keys(manifest.remotes).sort()).toEqual(['mf-events', 'mf-social']);
    expect(manifest.remotes['mf-events']?.version).toBe(second.version);
    expect(manifest.remotes['mf-events']?.routes.map((r) => r.path)).toContain('/app/search');
    // The old version stays on disk: visitors mid-session still load its chunks.
    expect((await readdir(path.join(releasesDir, 'mf-events'))).sort()).toEqual(
      [first.version, second.version].sort(),
    );
    expect((await readHistory(releasesDir)).map((h) => h.previousVersion)).toEqual([
      null,
      null,
      first.version,
    ]);
  });

  it('treats re-publishing the same build as a no-op', async () => {
    const distDir = await writeFakeRemote(root, { package: 'mf-events', routes: eventsRoutes });
    const first = await publishRemote({ distDir, releasesDir });
    const again = await publishRemote({ distDir, releasesDir });
    expect(again).toMatchObject({
      version: first.version,
      changed: false,
      previousVersion: first.version,
    });
    expect(await readHistory(releasesDir)).toHaveLength(1);
  });

  it('lets a remote move its own routes (its previous entry does not collide)', async () => {
    await publishRemote({
      distDir: await writeFakeRemote(root, { package: 'mf-events', routes: eventsRoutes }),
      releasesDir,
    });
    const moved = await publishRemote({
      distDir: await writeFakeRemote(root, {
        package: 'mf-events',
        routes: [{ path: '/app/feed/:tab?', page: './FeedPage' }],
      }),
      releasesDir,
    });
    expect(moved.changed).toBe(true);
  });

  it('passes when the shell provides every singleton in range', async () => {
    const shellDistDir = await writeFakeShell(root);
    const distDir = await writeFakeRemote(root, { package: 'mf-events', routes: eventsRoutes });
    await expect(publishRemote({ distDir, releasesDir, shellDistDir })).resolves.toMatchObject({
      changed: true,
    });
  });
});

describe('publishRemote refusals', () => {
  async function refusal(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DeployRefusal);
    return (error as DeployRefusal).message;
  }

  it('refuses a route that collides with another remote', async () => {
    await publishRemote({
      distDir: await writeFakeRemote(root, {
        package: 'mf-social',
        routes: [{ path: '/app/chat', page: './ChatPage' }],
      }),
      releasesDir,
    });
    const before = await readFile(path.join(releasesDir, 'current.json'), 'utf8');
    const distDir = await writeFakeRemote(root, {
      package: 'mf-events',
      routes: [...eventsRoutes, { path: '/app/chat', page: './ChatPage' }],
    });
    expect(await refusal(publishRemote({ distDir, releasesDir }))).toBe(
      'mf-events cannot be published: route "/app/chat" collides with "/app/chat" owned by mf-social',
    );
    // Nothing changed, nothing copied.
    expect(await readFile(path.join(releasesDir, 'current.json'), 'utf8')).toBe(before);
    expect(await readdir(releasesDir)).not.toContain('mf-events');
  });

  it('refuses a collision through a parameter shape', async () => {
    await publishRemote({
      distDir: await writeFakeRemote(root, {
        package: 'mf-social',
        routes: [{ path: '/app/u/:username', page: './ProfilePage' }],
      }),
      releasesDir,
    });
    const distDir = await writeFakeRemote(root, {
      package: 'mf-host',
      routes: [{ path: '/app/u/:userId/:tab?', page: './UserPage' }],
    });
    expect(await refusal(publishRemote({ distDir, releasesDir }))).toBe(
      'mf-host cannot be published: route "/app/u/:userId/:tab?" collides with "/app/u/:username" owned by mf-social',
    );
  });

  it('refuses a route whose page is not exposed', async () => {
    const distDir = await writeFakeRemote(root, {
      package: 'mf-events',
      routes: [...eventsRoutes, { path: '/app/nope', page: './Nope' }],
      exposes: ['./FeedPage', './EventPage'],
    });
    const message = await refusal(publishRemote({ distDir, releasesDir }));
    expect(message).toBe(
      'mf-events cannot be published: route "/app/nope" names page "./Nope", which is not exposed',
    );
  });

  it('refuses a remote over its size budget, with both numbers; a build within it publishes (control)', async () => {
    const size = { budgetKiB: 150, entryBytes: 30 * 1024 };
    const over = await writeFakeRemote(root, {
      package: 'mf-host',
      size: { ...size, firstPageBytes: Math.round(152.3 * 1024) },
    });
    expect(await refusal(publishRemote({ distDir: over, releasesDir }))).toMatch(
      /^mf-host cannot be published: entry \+ first page \(\.\/HomePage\) 182\.3 KiB > budget 150 KiB/,
    );
    expect(await readReleaseManifest(releasesDir)).toMatchObject({ remotes: {} });

    const within = await writeFakeRemote(root, {
      package: 'mf-host',
      size: { ...size, firstPageBytes: 120 * 1024 },
    });
    const published = await publishRemote({ distDir: within, releasesDir });
    expect((await readReleaseManifest(releasesDir)).remotes['mf-host']?.version).toBe(
      published.version,
    );
  });

  it('refuses a singleton range the shell version does not satisfy', async () => {
    const shellDistDir = await writeFakeShell(root);
    const distDir = await writeFakeRemote(root, {
      package: 'mf-events',
      routes: eventsRoutes,
      shared: DEFAULT_SHARED.map((s) =>
        s.name === 'react' ? { ...s, version: '20.0.0', requiredVersion: '^20.0.0' } : s,
      ),
    });
    expect(await refusal(publishRemote({ distDir, releasesDir, shellDistDir }))).toBe(
      [
        "mf-events cannot be published: runs on react 20.0.0 (^20.0.0), which the shell's react 19.2.0 cannot serve: a remote on another React runs as an island (island: true in remotes.json)",
        'mf-events cannot be published: needs react ^20.0.0 but the shell provides 19.2.0',
      ].join('\n'),
    );
  });

  it('refuses a singleton the shell does not share', async () => {
    const shellDistDir = await writeFakeShell(root, {
      shared: DEFAULT_SHARED.filter((s) => s.name !== 'shared-api'),
    });
    const distDir = await writeFakeRemote(root, { package: 'mf-events', routes: eventsRoutes });
    expect(await refusal(publishRemote({ distDir, releasesDir, shellDistDir }))).toBe(
      'mf-events cannot be published: shares singleton shared-api but the shell does not provide it',
    );
  });

  it('ignores non-singleton shares and open ranges', async () => {
    const shellDistDir = await writeFakeShell(root);
    const distDir = await writeFakeRemote(root, {
      package: 'mf-events',
      routes: eventsRoutes,
      shared: [
        ...DEFAULT_SHARED,
        { name: 'lodash-es', version: '4.17.21', singleton: false },
        { name: 'react', version: '19.2.0', requiredVersion: '*' },
        { name: 'react-dom', version: '19.2.0', requiredVersion: false },
      ],
    });
    await expect(publishRemote({ distDir, releasesDir, shellDistDir })).resolves.toBeDefined();
  });

  it('refuses to overwrite an existing version with different content', async () => {
    const distDir = await writeFakeRemote(root, { package: 'mf-events', routes: eventsRoutes });
    const { version, releaseDir } = await publishRemote({ distDir, releasesDir });
    await writeFile(path.join(releaseDir, 'routes.json'), '{"tampered":true}');
    expect(await refusal(publishRemote({ distDir, releasesDir }))).toBe(
      `mf-events cannot be published: version ${version} already exists in ${releaseDir} with different content (versions are immutable)`,
    );
  });

  it('lists every problem at once, one per line', async () => {
    await publishRemote({
      distDir: await writeFakeRemote(root, {
        package: 'mf-social',
        routes: [{ path: '/app/chat', page: './ChatPage' }],
      }),
      releasesDir,
    });
    const distDir = await writeFakeRemote(root, {
      package: 'mf-events',
      routes: [
        { path: '/app/chat', page: './ChatPage' },
        { path: '/app/nope', page: './Nope' },
      ],
      exposes: ['./ChatPage'],
      publicPath: 'http://localhost:3002/',
    });
    const lines = (await refusal(publishRemote({ distDir, releasesDir }))).split('\n');
    expect(lines).toEqual([
      'mf-events cannot be published: its publicPath is "http://localhost:3002/" but versioned releases need publicPath "auto"',
      'mf-events cannot be published: route "/app/nope" names page "./Nope", which is not exposed',
      'mf-events cannot be published: route "/app/chat" collides with "/app/chat" owned by mf-social',
    ]);
  });

  it('refuses a build whose container entry the shell could not register', async () => {
    // The shell loads the entry the release manifest names, under the remote's federation name.
    const distDir = await writeFakeRemote(root, { package: 'mf-events' });
    const manifestFile = path.join(distDir, 'mf-manifest.json');
    const written = await readFile(manifestFile, 'utf8');
    const broken = JSON.parse(written) as {
      metaData: { remoteEntry: { name: string }; globalName: string };
    };
    broken.metaData.remoteEntry.name = 'missing.js';
    broken.metaData.globalName = 'eventsApp';
    await writeFile(manifestFile, JSON.stringify(broken));
    expect((await refusal(publishRemote({ distDir, releasesDir }))).split('\n')).toEqual([
      'mf-events cannot be published: mf-manifest.json names no container entry (metaData.remoteEntry) that the build holds',
      'mf-events cannot be published: its container entry defines "eventsApp", not its federation name "events"',
    ]);
    // Control: the same build with its manifest as the build wrote it is published.
    await writeFile(manifestFile, written);
    await expect(publishRemote({ distDir, releasesDir })).resolves.toMatchObject({ changed: true });
  });

  it('refuses a federation name another remote already uses', async () => {
    await publishRemote({
      distDir: await writeFakeRemote(root, { package: 'mf-social', federationName: 'social' }),
      releasesDir,
    });
    const distDir = await writeFakeRemote(root, {
      package: 'mf-host',
      federationName: 'social',
      routes: [{ path: '/app/host', page: './HostPage' }],
    });
    expect(await refusal(publishRemote({ distDir, releasesDir }))).toBe(
      'mf-host cannot be published: federation name "social" is already used by mf-social',
    );
  });

  it('says what to do when the build is missing', async () => {
    const message = await refusal(
      publishRemote({ distDir: path.join(root, 'mf-nothing', 'dist'), releasesDir }),
    );
    expect(message).toMatch(
      /^routes\.json not found at .*mf-nothing.* \(build the package first\)$/,
    );
  });
});
