import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promoteCanary, rollbackCanary, stepCanary } from './canary/canary-ops';
import { DeployRefusal } from './deploy-refusal';
import { listReleases } from './list-releases';
import { publishRemote, type PublishOptions } from './publish';
import { readHistory, readReleaseManifest } from './release-store';
import { rollbackRemote } from './rollback';
import { makeTempDir, removeDir, writeFakeRemote } from './test-support/fake-builds';

let root: string;
let releasesDir: string;
let clock = 0;
const now = () => new Date(Date.UTC(2030, 0, 1) + clock++ * 60_000);

beforeEach(async () => {
  root = await makeTempDir();
  releasesDir = path.join(root, 'releases');
});
afterEach(() => removeDir(root));

async function publishBuild(build: string, options: Partial<PublishOptions> = {}, routes?: []) {
  const distDir = await writeFakeRemote(root, {
    package: 'mf-events',
    routes: routes ?? [{ path: '/app/feed', page: './FeedPage' }],
    build,
  });
  return publishRemote({ distDir, releasesDir, now, by: 'person:ada', ...options });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeployRefusal);
  return (error as DeployRefusal).message;
}

const entry = async () => (await readReleaseManifest(releasesDir)).remotes['mf-events']!;

describe('a canary in the release manifest', () => {
  it('keeps stable and adds the new version with its share', async () => {
    const stable = await publishBuild('v1');
    const canary = await publishBuild('v2', { canaryShare: 10 });
    expect(canary).toMatchObject({ changed: true, previousVersion: stable.version });
    const live = await entry();
    expect(live.version).toBe(stable.version);
    expect(live.canary).toMatchObject({
      share: 10,
      release: { version: canary.version, entryUrl: canary.entryUrl, package: 'mf-events' },
    });
    expect(live.canary?.release).not.toHaveProperty('canary');
    const [listing] = await listReleases(releasesDir);
    expect(listing).toMatchObject({
      liveVersion: stable.version,
      canary: { version: canary.version, share: 10 },
    });
    expect((await readHistory(releasesDir)).at(-1)).toMatchObject({
      action: 'canary',
      version: canary.version,
      previousVersion: stable.version,
      share: 10,
      by: 'person:ada',
    });
  });

  it('widens step by step, then promotes to everyone; a rollback after walks back to the old stable', async () => {
    const stable = await publishBuild('v1');
    const canary = await publishBuild('v2', { canaryShare: 10 });
    const stepStartedAt = (await entry()).canary!.stepStartedAt;
    await stepCanary({ releasesDir, package: 'mf-events', toShare: 25, by: 'watch', now });
    expect((await entry()).canary).toMatchObject({ share: 25 });
    expect((await entry()).canary!.stepStartedAt > stepStartedAt).toBe(true);
    await promoteCanary({
      releasesDir,
      package: 'mf-events',
      by: 'watch',
      reason: 'healthy',
      numbers: { canary: { loads: 300 } },
      now,
    });
    const live = await entry();
    expect(live.version).toBe(canary.version);
    expect(live).not.toHaveProperty('canary');
    expect((await readHistory(releasesDir)).slice(-2)).toMatchObject([
      { action: 'canary-step', share: 25, by: 'watch' },
      {
        action: 'promote',
        version: canary.version,
        previousVersion: stable.version,
        by: 'watch',
        reason: 'healthy',
        numbers: { canary: { loads: 300 } },
      },
    ]);
    // The promotion is what was live before: rollback walks back to the old stable.
    expect((await rollbackRemote({ releasesDir, package: 'mf-events', now })).version).toBe(
      stable.version,
    );
  });

  it('rolls the canary back with the existing rollback, and refuses it until published with --force', async () => {
    const stable = await publishBuild('v1');
    const canary = await publishBuild('v2', { canaryShare: 50 });
    const pulled = await rollbackRemote({
      releasesDir,
      package: 'mf-events',
      now,
      by: 'person:bo',
    });
    expect(pulled).toMatchObject({ version: stable.version, previousVersion: canary.version });
    expect(await entry()).not.toHaveProperty('canary');
    expect((await entry()).version).toBe(stable.version);
    expect((await readHistory(releasesDir)).at(-1)).toMatchObject({
      action: 'canary-rollback',
      version: stable.version,
      previousVersion: canary.version,
      by: 'person:bo',
    });

    expect(await refusal(publishBuild('v2', { canaryShare: 10 }))).toBe(
      `mf-events cannot be published: ${canary.version} was rolled back; publish it again with --force if it is fixed elsewhere (it is the same build)`,
    );
    expect(await refusal(publishBuild('v2'))).toMatch(/was rolled back/);
    await publishBuild('v2', { canaryShare: 10, force: true });
    expect((await readHistory(releasesDir)).at(-1)).toMatchObject({
      action: 'canary',
      forced: true,
    });
    // Forced once, it is an ordinary version again.
    await rollbackCanary({ releasesDir, package: 'mf-events', now });
    await publishBuild('v2', { force: true });
    expect((await entry()).version).toBe(canary.version);
  });

  it('refuses a version rolled back the ordinary way too', async () => {
    await publishBuild('v1');
    const bad = await publishBuild('v2');
    await rollbackRemote({ releasesDir, package: 'mf-events', now });
    expect(await refusal(publishBuild('v2'))).toContain(`${bad.version} was rolled back`);
  });

  it('refuses what would make a canary ambiguous', async () => {
    expect(await refusal(publishBuild('v1', { canaryShare: 10 }))).toMatch(
      /no stable version to compare a canary with/,
    );
    const stable = await publishBuild('v1');
    expect(await refusal(publishBuild('v1', { canaryShare: 10 }))).toBe(
      `mf-events cannot be published: ${stable.version} is already live`,
    );
    expect(await refusal(publishBuild('v2', { canaryShare: 100 }))).toMatch(/1 to 99/);
    const canary = await publishBuild('v2', { canaryShare: 10 });
    expect(await refusal(publishBuild('v3'))).toBe(
      `mf-events cannot be published: ${canary.version} is a canary at 10%; promote it (--promote) or roll it back first`,
    );
    expect(
      await refusal(
        rollbackRemote({ releasesDir, package: 'mf-events', toVersion: stable.version }),
      ),
    ).toMatch(/roll the canary back first/);
    expect(
      await refusal(stepCanary({ releasesDir, package: 'mf-events', toShare: 5, now })),
    ).toMatch(/can only widen/);
    // The judge acts only on the canary it judged.
    expect(
      await refusal(
        promoteCanary({ releasesDir, package: 'mf-events', expectVersion: 'other', now }),
      ),
    ).toMatch(/its canary is now/);
    // A newer canary replaces the one out.
    const next = await publishBuild('v3', { canaryShare: 25 });
    expect((await entry()).canary).toMatchObject({ share: 25, release: { version: next.version } });
    await rollbackCanary({ releasesDir, package: 'mf-events', now });
    expect(await refusal(promoteCanary({ releasesDir, package: 'mf-events', now }))).toBe(
      'mf-events cannot be promoted: it has no canary',
    );
  });

  it("refuses another remote's route that collides with a canary's", async () => {
    await publishBuild('v1');
    await publishBuild('v2', { canaryShare: 10 }, undefined);
    const distDir = await writeFakeRemote(root, {
      package: 'mf-social',
      routes: [{ path: '/app/feed', page: './FeedPage' }],
    });
    expect(await refusal(publishRemote({ distDir, releasesDir }))).toMatch(
      /collides with "\/app\/feed" owned by mf-events/,
    );
  });
});
