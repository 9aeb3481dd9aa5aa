import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SharedSurface } from 'platform';
import { DeployRefusal } from './deploy-refusal';
import { publishRemote } from './publish';
import { readReleaseManifest } from './release-store';
import { rollbackRemote } from './rollback';
import type { FakeShared } from './test-support/fake-builds';
import {
  DEFAULT_SHARED,
  makeTempDir,
  removeDir,
  writeFakeRemote,
  writeFakeShell,
} from './test-support/fake-builds';

// A remote runs against the shell's copy of shared-api and shared-ui (singletons), so publishing
// must refuse a remote whose code imports an export the live shell's copy does not have: in the
// browser it would fail inside its own error boundary.

let root: string;
let releasesDir: string;

beforeEach(async () => {
  root = await makeTempDir();
  releasesDir = path.join(root, '.data', 'releases');
});
afterEach(() => removeDir(root));

const routes = [{ path: '/app/chat/:chatId', page: './ChatPage' }];

/** The shell as built from shared-api 1.0.0, which has no useChat yet. */
const SHELL_PROVIDES: SharedSurface = {
  'shared-api': { version: '1.0.0', names: ['paths', 'track', 'useSession'] },
  'shared-ui': { version: '1.0.0', names: ['Button'] },
};

/** Shared singletons of a build made against the given shared-api version. */
const sharedAt = (version: string): FakeShared[] =>
  DEFAULT_SHARED.map((s) =>
    s.name === 'shared-api' ? { ...s, version, requiredVersion: `^${version}` } : s,
  );

/** A remote built after shared-api 1.1.0 added useChat, and using it. */
const chatRemote = (build = 'build-1') =>
  writeFakeRemote(root, {
    package: 'mf-social',
    routes,
    build,
    shared: sharedAt('1.1.0'),
    sharedNeeds: {
      'shared-api': { version: '1.1.0', names: ['paths', 'useChat'] },
      'shared-ui': { version: '1.0.0', names: ['Button'] },
    },
  });

async function refusal(work: Promise<unknown>): Promise<DeployRefusal> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof DeployRefusal))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('publishing against the shared exports the live shell provides', () => {
  it('refuses a remote built against a newer shared-api export, naming it and both versions', async () => {
    const shellDistDir = await writeFakeShell(root, { provides: SHELL_PROVIDES });
    const distDir = await chatRemote();

    const error = await refusal(publishRemote({ distDir, releasesDir, shellDistDir }));
    expect(error.problems).toEqual([
      'mf-social cannot be published: needs shared-api ^1.1.0 but the shell provides 1.0.0',
      'mf-social cannot be published: imports shared-api export useChat (built against shared-api 1.1.0) but the shell provides shared-api 1.0.0 without it',
    ]);
    expect((await readReleaseManifest(releasesDir)).remotes['mf-social']).toBeUndefined();
  });

  it('accepts a remote that imports only what the shell provides', async () => {
    const shellDistDir = await writeFakeShell(root, { provides: SHELL_PROVIDES });
    const distDir = await writeFakeRemote(root, {
      package: 'mf-social',
      routes,
      sharedNeeds: { 'shared-api': { version: '1.0.0', names: ['paths', 'useSession'] } },
    });

    const result = await publishRemote({ distDir, releasesDir, shellDistDir });
    expect((await readReleaseManifest(releasesDir)).remotes['mf-social']?.version).toBe(
      result.version,
    );
  });

  it('refuses a remote built to use the shell’s federation runtime when the shell has none', async () => {
    // A released remote's entry takes the runtime from the shell's page (externalRuntime): on a
    // shell built before that, it would not start at all.
    const runtime = { version: '2.9.2', names: ['ModuleFederation', 'loadScript'] };
    const needs: SharedSurface = {
      'shared-api': { version: '1.0.0', names: ['paths'] },
      '@module-federation/runtime-core': runtime,
    };
    const oldShell = await writeFakeShell(root, { provides: SHELL_PROVIDES });
    const distDir = await writeFakeRemote(root, {
      package: 'mf-social',
      routes,
      sharedNeeds: needs,
    });

    const error = await refusal(publishRemote({ distDir, releasesDir, shellDistDir: oldShell }));
    expect(error.message).toBe(
      'mf-social cannot be published: imports @module-federation/runtime-core (built against 2.9.2) but the shell does not provide it',
    );

    const newShell = await writeFakeShell(root, {
      provides: { ...SHELL_PROVIDES, '@module-federation/runtime-core': runtime },
    });
    await publishRemote({ distDir, releasesDir, shellDistDir: newShell });
    expect((await readReleaseManifest(releasesDir)).remotes['mf-social']).toBeDefined();
  });

  it('refuses by export name even when the version range is satisfied', async () => {
    // A shell built from the same version number but without the export (say, a shared-api change
    // released without running `npm run api-report`): only the names can tell.
    const shellDistDir = await writeFakeShell(root, { provides: SHELL_PROVIDES });
    const distDir = await writeFakeRemote(root, {
      package: 'mf-social',
      routes,
      sharedNeeds: { 'shared-api': { version: '1.0.0', names: ['useChat', 'useWallet'] } },
    });

    const error = await refusal(publishRemote({ distDir, releasesDir, shellDistDir }));
    expect(error.message).toBe(
      'mf-social cannot be published: imports shared-api exports useChat, useWallet (built against shared-api 1.0.0) but the shell provides shared-api 1.0.0 without them',
    );
  });

  it('control: the same remote goes live once the shell provides the export, or unchecked', async () => {
    const distDir = await chatRemote();
    // Without a shell build to check against, nothing stops it: the refusal above is the check's.
    await expect(publishRemote({ distDir, releasesDir })).resolves.toMatchObject({
      changed: true,
    });

    // Released the right way round: the shell first, then the remote.
    const newerShell = await writeFakeShell(root, {
      shared: sharedAt('1.1.0'),
      provides: {
        ...SHELL_PROVIDES,
        'shared-api': { version: '1.1.0', names: ['paths', 'track', 'useChat', 'useSession'] },
      },
    });
    const rebuilt = await chatRemote('build-2');
    await expect(
      publishRemote({ distDir: rebuilt, releasesDir, shellDistDir: newerShell }),
    ).resolves.toMatchObject({ changed: true });
  });

  it('checks a rollback target the same way', async () => {
    const distDir = await chatRemote();
    const first = await publishRemote({ distDir, releasesDir });
    await publishRemote({ distDir: await chatRemote('build-2'), releasesDir });
    const shellDistDir = await writeFakeShell(root, { provides: SHELL_PROVIDES });

    const error = await refusal(
      rollbackRemote({ releasesDir, package: 'mf-social', shellDistDir }),
    );
    expect(error.problems).toContain(
      `mf-social cannot be rolled back to ${first.version}: imports shared-api export useChat (built against shared-api 1.1.0) but the shell provides shared-api 1.0.0 without it`,
    );
  });

  it('checks builds that recorded no exports by version only', async () => {
    const shellDistDir = await writeFakeShell(root);
    const distDir = await writeFakeRemote(root, {
      package: 'mf-social',
      routes,
      sharedNeeds: { 'shared-api': { version: '1.0.0', names: ['useChat'] } },
    });
    await expect(publishRemote({ distDir, releasesDir, shellDistDir })).resolves.toBeDefined();
  });
});
