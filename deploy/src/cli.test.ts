import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeTempDir,
  removeDir,
  writeFakeRemote,
  writeFakeShell,
} from './test-support/fake-builds';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../node_modules/.bin/tsx');
const cli = path.join(here, 'cli.ts');

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(tsx, [cli, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

let root: string;
let releases: string[];

beforeAll(async () => {
  root = await makeTempDir();
  releases = [
    '--releases',
    path.join(root, 'releases'),
    '--shell-dist',
    await writeFakeShell(root),
  ];
  await writeFakeRemote(root, {
    package: 'mf-social',
    routes: [{ path: '/app/chat', page: './ChatPage' }],
  });
  await writeFakeRemote(root, {
    package: 'mf-events',
    routes: [{ path: '/app/chat', page: './ChatPage' }],
  });
});
afterAll(() => removeDir(root));

describe('cli', () => {
  it('publishes, refuses with exit code 1 and the message, lists, and rolls back', async () => {
    const ok = await run([
      'publish',
      'mf-social',
      '--dist',
      path.join(root, 'mf-social/dist'),
      ...releases,
    ]);
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^published mf-social 1\.0\.0-[0-9a-f]{8} \(was none\)\n$/);

    const refused = await run([
      'publish',
      'mf-events',
      '--dist',
      path.join(root, 'mf-events/dist'),
      ...releases,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      'mf-events cannot be published: route "/app/chat" collides with "/app/chat" owned by mf-social\n',
    );

    const list = await run(['list', '--json', ...releases]);
    expect(JSON.parse(list.stdout)).toMatchObject([
      { package: 'mf-social', versions: [{ live: true }] },
    ]);

    const rollback = await run(['rollback', 'mf-social', ...releases]);
    expect(rollback.code).toBe(1);
    expect(rollback.stderr).toMatch(
      /^mf-social cannot be rolled back: there is nothing to roll back to/,
    );
  }, 30_000);

  it('publishes a canary, promotes it, and refuses a rolled-back version without --force', async () => {
    const dir = await makeTempDir();
    const opts = ['--releases', path.join(dir, 'releases'), '--no-shell-check'];
    const publish = async (build: string, ...args: string[]) => {
      const dist = await writeFakeRemote(dir, { package: 'mf-host', build });
      return run(['publish', 'mf-host', '--dist', dist, ...opts, ...args]);
    };
    try {
      expect((await publish('v1')).code).toBe(0);
      const canary = await publish('v2', '--canary', '10');
      expect(canary.stdout).toMatch(
        /^published mf-host 1\.0\.0-[0-9a-f]{8} as a canary for 10% \(stable 1\.0\.0-[0-9a-f]{8}\)\n$/,
      );
      const promoted = await run(['publish', 'mf-host', '--promote', ...opts]);
      expect(promoted.stdout).toMatch(/^promoted mf-host 1\.0\.0-[0-9a-f]{8} to everyone/);
      expect((await publish('v3', '--canary', '25')).code).toBe(0);
      expect((await run(['rollback', 'mf-host', ...opts])).code).toBe(0);
      const refused = await publish('v3', '--canary', '25');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/was rolled back; publish it again with --force/);
      expect((await publish('v3', '--canary', '25', '--force')).code).toBe(0);
      expect((await publish('v4', '--canary', '100')).stderr).toMatch(/1 to 99/);
      const table = await run(['releases', ...opts]);
      expect(table.code).toBe(0);
      expect(table.stdout.split('\n')[0]).toMatch(/^at\s+package\s+action/);
      expect(table.stdout).toMatch(/canary rollback .* person:/);
      expect(table.stdout).toMatch(/canary \(forced\)/);
      const noToken = await run(['watch', '--once', ...opts]);
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toMatch(/DEPLOY_TOKEN/);
    } finally {
      await removeDir(dir);
    }
  }, 60_000);

  it('prints usage for an unknown command', async () => {
    const res = await run(['frobnicate']);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^unknown command "frobnicate"\nusage:/);
  }, 30_000);
});
