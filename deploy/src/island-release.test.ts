/**
 * Islands at publish time: a remote on its own React is published only as an island that shares
 * no React-bound module, and a remote that is not an island only when the shell can serve its
 * React. Each refusal has a control: the same build, made the right way, goes live.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeployRefusal } from './deploy-refusal';
import { readRemoteDist } from './federation-manifest';
import { publishRemote } from './publish';
import { readReleaseManifest } from './release-store';
import {
  DEFAULT_SHARED,
  makeTempDir,
  removeDir,
  writeFakeRemote,
  writeFakeShell,
  type FakeShared,
} from './test-support/fake-builds';

let root: string;
let releasesDir: string;
beforeEach(async () => {
  root = await makeTempDir();
  releasesDir = path.join(root, '.data', 'releases');
});
afterEach(() => removeDir(root));

const routes = [{ path: '/app/island', page: './IslandHomePage' }];

/** What a remote built against React 18 shares when it is not built as an island. */
const REACT_18: FakeShared[] = DEFAULT_SHARED.map((s) =>
  s.name === 'react' || s.name === 'react-dom'
    ? { ...s, version: '18.3.1', requiredVersion: '^18.3.1' }
    : s,
);

async function refusal(work: Promise<unknown>): Promise<string[]> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DeployRefusal))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return [...error.problems];
}

describe('publishing an island', () => {
  it('goes live when it shares nothing React-bound, and its manifest entry says island', async () => {
    const shellDistDir = await writeFakeShell(root);
    const distDir = await writeFakeRemote(root, {
      package: 'mf-island',
      routes,
      island: true,
      shared: [],
    });
    await publishRemote({ distDir, releasesDir, shellDistDir });
    const entry = (await readReleaseManifest(releasesDir)).remotes['mf-island'];
    expect(entry).toMatchObject({ package: 'mf-island', island: true, routes });
  });

  it('a remote that is not an island has no island field in its entry', async () => {
    const distDir = await writeFakeRemote(root, { package: 'mf-events' });
    await publishRemote({ distDir, releasesDir });
    expect((await readReleaseManifest(releasesDir)).remotes['mf-events']).not.toHaveProperty(
      'island',
    );
  });

  it('refuses an island that shares a React-bound module, naming each, with or without a shell', async () => {
    const distDir = await writeFakeRemote(root, {
      package: 'mf-island',
      routes,
      island: true,
      shared: [
        { name: 'react', version: '18.3.1' },
        { name: 'shared-ui/router', version: '2.2.0' },
        // Not React-bound: allowed (the shell's copy serves it like any remote's).
        { name: 'firebase/auth', version: '12.19.0' },
      ],
    });
    expect(await refusal(publishRemote({ distDir, releasesDir }))).toEqual([
      'mf-island cannot be published: is an island but shares react, shared-ui/router: an island bundles its own React and shares no React-bound module',
    ]);
    expect((await readReleaseManifest(releasesDir)).remotes).toEqual({});
  });

  it('refuses a remote on React 18 that is not an island; the same remote as an island goes live (control)', async () => {
    const shellDistDir = await writeFakeShell(root);
    const shared = await writeFakeRemote(root, { package: 'mf-island', routes, shared: REACT_18 });
    expect(await refusal(publishRemote({ distDir: shared, releasesDir, shellDistDir }))).toEqual([
      "mf-island cannot be published: runs on react 18.3.1 (^18.3.1), which the shell's react 19.2.0 cannot serve: a remote on another React runs as an island (island: true in remotes.json)",
      'mf-island cannot be published: needs react ^18.3.1 but the shell provides 19.2.0',
      'mf-island cannot be published: needs react-dom ^18.3.1 but the shell provides 19.2.0',
    ]);

    const island = await writeFakeRemote(root, {
      package: 'mf-island',
      routes,
      island: true,
      shared: [],
    });
    await expect(
      publishRemote({ distDir: island, releasesDir, shellDistDir }),
    ).resolves.toMatchObject({ package: 'mf-island', changed: true });
  });

  it('refuses a remote that is not an island and does not share react at all', async () => {
    const distDir = await writeFakeRemote(root, {
      package: 'mf-island',
      routes,
      shared: DEFAULT_SHARED.filter((s) => !s.name.startsWith('react')),
    });
    expect(await refusal(publishRemote({ distDir, releasesDir }))).toEqual([
      "mf-island cannot be published: does not share react, so its pages would run on a React of their own inside the shell's: build it with platform/build, or declare it an island in remotes.json",
    ]);
  });

  it('refuses a build info whose island field is not true', async () => {
    const distDir = await writeFakeRemote(root, { package: 'mf-island', routes });
    const info = path.join(distDir, 'routes.json');
    await writeFile(
      info,
      JSON.stringify({
        package: 'mf-island',
        federationName: 'island',
        packageVersion: '1.0.0',
        routes,
        island: 'yes',
      }),
    );
    await expect(readRemoteDist(distDir)).rejects.toThrow(/island field that is not true/);
  });
});
