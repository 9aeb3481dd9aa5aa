import { createServer } from 'node:http';
import { once } from 'node:events';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRemote } from '../publish';
import { readHistory, readReleaseManifest } from '../release-store';
import { makeTempDir, removeDir, writeFakeRemote } from '../test-support/fake-builds';
import type { VersionCounts } from './judge';
import { DEFAULT_JUDGE_CONFIG, type JudgeConfig } from './judge-config';
import { releaseCountsOverHttp, type ReadReleaseCounts } from './release-counts-client';
import { describeOutcome, watchOnce } from './watch';
import { judgeConfigFromEnv } from './watch-config';

let root: string;
let releasesDir: string;
let clock = Date.UTC(2030, 0, 1);
const now = () => new Date(clock);
const config: JudgeConfig = {
  ...DEFAULT_JUDGE_CONFIG,
  minLoadsPerStep: 20,
  minStableLoads: 20,
  minStepMs: 60_000,
};

beforeEach(async () => {
  root = await makeTempDir();
  releasesDir = path.join(root, 'releases');
});
afterEach(() => removeDir(root));

async function publishWithCanary(share: number) {
  const publish = async (build: string, canaryShare?: number) =>
    publishRemote({
      distDir: await writeFakeRemote(root, { package: 'mf-events', build }),
      releasesDir,
      canaryShare,
      now,
    });
  const stable = await publish('v1');
  const canary = await publish('v2', share);
  return { stable: stable.version, canary: canary.version };
}

const counts =
  (table: Record<string, VersionCounts>): ReadReleaseCounts =>
  async () =>
    Object.entries(table).map(([version, c]) => ({ version, ...c }));
const healthy = (loads: number): VersionCounts => ({
  loads,
  loadFailures: 0,
  errors: 0,
  devices: loads,
});

describe('watchOnce', () => {
  it('widens a healthy canary step by step to everyone, each step in the history by the watcher', async () => {
    const v = await publishWithCanary(10);
    const readCounts = counts({ [v.stable]: healthy(100), [v.canary]: healthy(30) });
    const shares: number[] = [];
    for (let pass = 0; pass < 4; pass++) {
      clock += 2 * 60_000;
      const [outcome] = await watchOnce({ releasesDir, readCounts, config, now });
      expect(outcome?.applied).toBe(true);
      const entry = (await readReleaseManifest(releasesDir)).remotes['mf-events']!;
      shares.push(entry.canary?.share ?? (entry.version === v.canary ? 100 : 0));
      if (!entry.canary) break;
    }
    expect(shares).toEqual([25, 50, 100]);
    const history = (await readHistory(releasesDir)).slice(-3);
    expect(history.map((h) => [h.action, h.by])).toEqual([
      ['canary-step', 'watch'],
      ['canary-step', 'watch'],
      ['promote', 'watch'],
    ]);
    expect(history[2]?.numbers).toMatchObject({ canary: { loads: 30 }, stable: { loads: 100 } });
  });

  it('rolls back a canary that errs, with the numbers, and holds without writing while thin', async () => {
    const v = await publishWithCanary(50);
    const thin = await watchOnce({
      releasesDir,
      readCounts: counts({ [v.stable]: healthy(5), [v.canary]: healthy(5) }),
      config,
      now,
    });
    expect(thin[0]).toMatchObject({
      applied: false,
      verdict: { action: 'hold', cause: 'too_little_traffic' },
    });
    const before = (await readHistory(releasesDir)).length;
    expect(before).toBe(2);

    const [outcome] = await watchOnce({
      releasesDir,
      readCounts: counts({
        [v.stable]: healthy(40),
        [v.canary]: { loads: 40, loadFailures: 0, errors: 30, devices: 40 },
      }),
      config,
      now,
    });
    expect(outcome).toMatchObject({
      applied: true,
      verdict: { action: 'rollback', cause: 'error_rate' },
    });
    expect(describeOutcome(outcome!)).toMatch(
      /^mf-events .* rolled back \(error_rate\): error rate 75\.0%/,
    );
    const entry = (await readReleaseManifest(releasesDir)).remotes['mf-events']!;
    expect(entry.version).toBe(v.stable);
    expect(entry).not.toHaveProperty('canary');
    expect((await readHistory(releasesDir)).at(-1)).toMatchObject({
      action: 'canary-rollback',
      previousVersion: v.canary,
      by: 'watch',
      numbers: { canary: { errors: 30, loads: 40 }, errorPValue: expect.any(Number) },
    });
    // Nothing left to watch.
    expect(await watchOnce({ releasesDir, readCounts: counts({}), config, now })).toEqual([]);
  });
});

describe('releaseCountsOverHttp', () => {
  it('asks the API with the deploy credential and reads the counts', async () => {
    const seen: { url?: string; auth?: string } = {};
    const server = createServer((req, res) => {
      seen.url = req.url;
      seen.auth = req.headers.authorization;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          data: { windowSeconds: 600, releases: [{ version: 'a', ...healthy(3) }] },
        }),
      );
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    try {
      const read = releaseCountsOverHttp({
        apiUrl: `http://127.0.0.1:${port}/v2/`,
        token: 'secret',
      });
      expect(await read('mf-events', new Date('2030-01-01T00:00:00.000Z'))).toEqual([
        { version: 'a', ...healthy(3) },
      ]);
      expect(seen).toEqual({
        url: '/v2/error/releases/counts?package=mf-events&since=2030-01-01T00%3A00%3A00.000Z',
        auth: 'Bearer secret',
      });
    } finally {
      server.close();
    }
  });
});

describe('judgeConfigFromEnv', () => {
  it('takes each CANARY_ variable over its default, and refuses nonsense', () => {
    expect(judgeConfigFromEnv({})).toEqual(DEFAULT_JUDGE_CONFIG);
    expect(
      judgeConfigFromEnv({
        CANARY_MIN_LOADS: '8',
        CANARY_MIN_STEP_SECONDS: '0',
        CANARY_STEPS: '50,100',
      }),
    ).toMatchObject({ minLoadsPerStep: 8, minStepMs: 0, steps: [50, 100] });
    expect(() => judgeConfigFromEnv({ CANARY_MIN_ERRORS: '1' })).toThrow(/minErrors/);
    expect(() => judgeConfigFromEnv({ CANARY_ALPHA: 'often' })).toThrow(/CANARY_ALPHA/);
  });
});
