/**
 * The worked example of docs/platform.md, end to end: a remote's new endpoint ships as an API
 * deploy plus that remote's release. On a throwaway copy of the repository, the live shell is
 * built first; then a scripted change adds an endpoint to the contract, serves it in the API and
 * calls it from a hook in mf-events. The change touches no shared package and no other app;
 * mf-events alone is built and published against the shell built before the change, and is
 * accepted; the changed API serves the new call.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishRemote } from 'deploy';
import { startApiProcess, type ApiProcess } from './lib/api-process';
import { freePort } from './lib/free-port';
import { copyRepo, type RepoCopy } from './lib/repo-copy';
import { EXAMPLE_ENDPOINT, EXAMPLE_PATH, addTicketTypeCountEndpoint } from './lib/worked-example';
import { ROOT } from './lib/workspace';

const run = promisify(execFile);
const rspack = path.join(ROOT, 'node_modules/.bin/rspack');
const tsc = path.join(ROOT, 'node_modules/.bin/tsc');

const build = (cwd: string) =>
  run(rspack, ['build', '--mode', 'production'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });

let copy: RepoCopy;
let changed: string[];
let releases: string;

beforeAll(async () => {
  copy = await copyRepo(
    // Every package mf-events and the shell resolve is copied (unchanged but for the change), so
    // that one contract is seen throughout: TypeScript takes two copies of one package version
    // for one. scripts/lib: the API's test helpers start the Auth emulator through it.
    ['contract', 'platform', 'shared-api', 'shared-ui', 'api', 'mf-events', 'shell', 'scripts'],
    ['remotes.json', 'tsconfig.base.json', 'package.json'],
  );
  releases = await mkdtemp(path.join(tmpdir(), 'releases-'));
  // The live shell, built before the change and never again.
  await build(path.join(copy.root, 'shell'));
  changed = await addTicketTypeCountEndpoint(copy.root);
}, 300_000);

afterAll(async () => {
  await copy?.remove();
  if (releases) await rm(releases, { recursive: true, force: true });
});

describe('a remote’s new endpoint ships without a shell release', () => {
  it('changes the contract, the API and that remote only', () => {
    const owners = new Set(changed.map((file) => file.split('/')[0]));
    expect([...owners].sort()).toEqual(['api', 'contract', 'mf-events']);
  });

  it('type-checks: the hook is typed from the new declaration', async () => {
    for (const pkg of ['contract', 'api', 'mf-events']) {
      await expect(run(tsc, ['--noEmit', '-p', pkg], { cwd: copy.root })).resolves.toBeDefined();
    }
  }, 300_000);

  it('publishes mf-events alone against the shell built before the change', async () => {
    await build(path.join(copy.root, 'mf-events'));
    const result = await publishRemote({
      distDir: path.join(copy.root, 'mf-events/dist'),
      releasesDir: releases,
      shellDistDir: path.join(copy.root, 'shell/dist'),
    });
    expect(result.changed).toBe(true);
    const manifest = JSON.parse(await readFile(path.join(releases, 'current.json'), 'utf8')) as {
      remotes: Record<string, { routes: { path: string }[] }>;
    };
    const routes = Object.values(manifest.remotes).flatMap((r) => r.routes.map((x) => x.path));
    expect(routes).toContain(EXAMPLE_PATH);
  }, 300_000);

  it('needs the same shared-api version the shell was built with: its version did not move', async () => {
    const readJson = async (file: string) =>
      JSON.parse(await readFile(path.join(copy.root, file), 'utf8')) as Record<string, unknown>;
    const needs = (await readJson('mf-events/dist/shared-needs.json')) as Record<
      string,
      { version: string; names: string[] }
    >;
    const provides = (await readJson('shell/dist/shared-provides.json')) as Record<
      string,
      { version: string }
    >;
    expect(needs['shared-api']?.version).toBe(provides['shared-api']?.version);
    expect(needs['shared-api']?.names).toContain('callEndpoint');
  });

  it('is served by the changed API', async () => {
    let api: ApiProcess | undefined;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'api-data-'));
    try {
      api = await startApiProcess({
        root: copy.root,
        port: await freePort(),
        dataDir,
        emulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
        seedDemoData: false,
        logFile: path.join(dataDir, 'api.log'),
        smsOutboxFile: path.join(dataDir, 'sms.jsonl'),
        emailOutboxFile: path.join(dataDir, 'email.jsonl'),
        uploadsDir: path.join(dataDir, 'uploads'),
      });
      const [, pathPart] = EXAMPLE_ENDPOINT.split(' ');
      const response = await fetch(`${api.url}${pathPart}?eventId=nothing-here`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { count: 0 } });
    } finally {
      await api?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
