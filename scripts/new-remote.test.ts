/**
 * `npm run new-remote` end to end, in a throwaway root beside the repository's (its node_modules
 * and the existing remotes linked in): the remote is generated and listed, builds to a
 * mf-manifest.json and a routes.json with its route, and its generated page test passes.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRemoteList } from 'platform/build';
import { generateRemote, type NewRemote } from './lib/new-remote';
import { REMOTES, ROOT } from './lib/workspace';

const run = promisify(execFile);
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;

let root: string;
let created: NewRemote;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'new-remote-'));
  for (const file of ['remotes.json', 'tsconfig.base.json'])
    await copyFile(path.join(ROOT, file), path.join(root, file));
  for (const dir of ['node_modules', ...REMOTES])
    await symlink(path.join(ROOT, dir), path.join(root, dir), 'dir');
  created = await generateRemote(root, 'mf-ticket-desk');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('new-remote', () => {
  it('writes the remote, with one declaration of its first page, and lists it', async () => {
    expect(created.files).toEqual([
      'README.md',
      'package.json',
      'rspack.config.ts',
      'src/bootstrap.ts',
      'src/index.ts',
      'src/lifecycles.ts',
      'src/pages.ts',
      'src/pages/home-page.tsx',
      'test/pages/home-page.test.tsx',
      'test/setup.ts',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    expect(created.path).toBe('/app/ticket-desk');
    const listed = readRemoteList(root);
    const ports = readRemoteList(ROOT).map((r) => r.devPort);
    expect(listed.at(-1)).toEqual({
      package: 'mf-ticket-desk',
      federationName: 'ticketDesk',
      devPort: Math.max(...ports) + 1,
    });
    expect(await readJson(path.join(created.dir, 'package.json'))).toMatchObject({
      name: 'mf-ticket-desk',
      scripts: { build: 'rspack build', dev: 'rspack serve' },
    });
    const pages = await readFile(path.join(created.dir, 'src/pages.ts'), 'utf8');
    expect(pages).toContain("pages: [{ path: '/app/ticket-desk', page: 'HomePage' }]");
    expect(await readFile(path.join(created.dir, 'src/index.ts'), 'utf8')).not.toMatch(
      /__[A-Z]+__/,
    );
  });

  it('is picked up by the root lists, which glob mf-* or read remotes.json', async () => {
    const pkg = (await readJson(path.join(ROOT, 'package.json'))) as { workspaces: string[] };
    const tsconfig = (await readJson(path.join(ROOT, 'tsconfig.json'))) as { include: string[] };
    expect(pkg.workspaces).toContain('mf-*');
    // Every file under each mf-* folder (a bare "mf-*" matched no remote's files:
    // typecheck-coverage.test.ts proves the pattern reads each remote).
    expect(tsconfig.include).toContain('mf-*/**/*');
    const lint = await readFile(path.join(ROOT, 'eslint.config.js'), 'utf8');
    expect(lint).toContain("'./remotes.json'");
  });

  it('builds: mf-manifest.json exposes its page and routes.json declares its route', async () => {
    await run(bin('rspack'), ['build', '--mode', 'production'], { cwd: created.dir });
    const dist = path.join(created.dir, 'dist');
    const manifest = (await readJson(path.join(dist, 'mf-manifest.json'))) as {
      exposes: { name: string }[];
    };
    expect(manifest.exposes.map((e) => e.name).sort()).toEqual([
      'ContextProbe',
      'HomePage',
      'lifecycles',
    ]);
    expect(await readJson(path.join(dist, 'routes.json'))).toEqual({
      package: 'mf-ticket-desk',
      federationName: 'ticketDesk',
      packageVersion: '1.0.0',
      routes: [{ path: '/app/ticket-desk', page: './HomePage' }],
    });
  });

  it('passes its generated page test', async () => {
    const { stdout } = await run(bin('vitest'), ['run', '--config', 'vitest.config.ts'], {
      cwd: created.dir,
    });
    expect(stdout).toMatch(/1 passed/);
  });

  it('refuses a taken name, a bad name and a first route another remote owns', async () => {
    await expect(generateRemote(root, 'mf-ticket-desk')).rejects.toThrow(
      'mf-ticket-desk: package mf-ticket-desk is used twice',
    );
    await expect(generateRemote(root, 'tickets')).rejects.toThrow('not a remote folder name');
    await expect(generateRemote(root, 'mf-user')).rejects.toThrow(
      'its first route /app/user collides with "/app/user/:userId?/:modal?" owned by mf-social',
    );
    expect(existsSync(path.join(root, 'mf-user'))).toBe(false);
    expect(readRemoteList(root).map((r) => r.package)).not.toContain('mf-user');
  });
});
