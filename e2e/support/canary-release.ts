/**
 * For the canary journey: a remote's built dist changed on its way to a new version (a copy with
 * one text replaced in its compiled chunks, so the new version is the release plus that change),
 * deploy's command line run against the run's release folder, and the API's per-device counts read
 * with the run's deploy credential, as the watcher reads them.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function runEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e suite through \`npm test\``);
  return value;
}

/**
 * A copy of `<remote>/dist` with `from` replaced by `to` in its scripts. Fails when no script
 * holds `from`: the journey must not pass with an unchanged build.
 */
export async function changedDist(remote: string, from: string, to: string): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), `${remote}-canary-`));
  await cp(path.join(ROOT, remote, 'dist'), dist, { recursive: true });
  let changed = 0;
  for (const file of await readdir(dist)) {
    if (!file.endsWith('.js')) continue;
    const text = await readFile(path.join(dist, file), 'utf8');
    if (!text.includes(from)) continue;
    await writeFile(path.join(dist, file), text.split(from).join(to));
    changed++;
  }
  if (changed === 0) throw new Error(`${JSON.stringify(from)} is in no script of ${remote}/dist`);
  return dist;
}

/** `tsx deploy/src/cli.ts <args>` on the run's release folder; rejects on a non-zero exit. */
export function deployCli(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'deploy/src/cli.ts'), ...args, '--releases', runEnv('RELEASES_DIR')],
      { cwd: ROOT, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`deploy ${args.join(' ')} failed: ${stderr || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

export interface VersionCounts {
  version: string;
  loads: number;
  loadFailures: number;
  errors: number;
  devices: number;
}

/** The API's counts of each version of `pkg` since `since`, read with the deploy credential. */
export async function releaseCounts(pkg: string, since: string): Promise<VersionCounts[]> {
  const base = runEnv('API_URL').replace(/\/+$/, '');
  const res = await fetch(
    `${base}/error/releases/counts?${new URLSearchParams({ package: pkg, since })}`,
    { headers: { authorization: `Bearer ${runEnv('DEPLOY_TOKEN')}` } },
  );
  if (!res.ok) throw new Error(`counts: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { releases: VersionCounts[] } }).data.releases;
}

/** What `/releases/current.json` says of one remote: stable, and the canary if there is one. */
export async function liveRelease(
  baseUrl: string,
  pkg: string,
): Promise<{ version: string; canary?: { share: number; release: { version: string } } }> {
  const res = await fetch(new URL('/releases/current.json', baseUrl));
  const manifest = (await res.json()) as { remotes: Record<string, never> };
  return manifest.remotes[pkg]!;
}
