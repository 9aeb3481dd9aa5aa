import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_CONFIG_PATH } from 'platform';
import type { AppConfig } from 'platform';
import { listFiles } from './content-hash';
import { DeployRefusal } from './deploy-refusal';
import { CURRENT_FILE, exists } from './release-store';

export interface StageOptions {
  shellDistDir: string;
  releasesDir: string;
  /** The static host's public folder, e.g. deploy/hosting/public. Replaced entirely. */
  outDir: string;
  appConfig: AppConfig;
}

/**
 * Lay out one folder for a static host (hosting/firebase.json points at it): the shell at the
 * root, every release under /releases, and /app-config.json. History, lock and temp copies stay
 * behind. A static host replaces the whole site on each deploy, so every stored version is
 * included: visitors still running an older version keep loading its chunks.
 */
export async function stageHosting({
  shellDistDir,
  releasesDir,
  outDir,
  appConfig,
}: StageOptions): Promise<number> {
  if (!(await exists(path.join(releasesDir, CURRENT_FILE)))) {
    throw new DeployRefusal(
      `nothing to stage: ${releasesDir} has no ${CURRENT_FILE} (publish first)`,
    );
  }
  await rm(outDir, { recursive: true, force: true });
  let count = 0;
  const copyTree = async (from: string, to: string, keep: (rel: string) => boolean) => {
    for (const rel of await listFiles(from)) {
      if (!keep(rel)) continue;
      await mkdir(path.dirname(path.join(to, rel)), { recursive: true });
      await copyFile(path.join(from, rel), path.join(to, rel));
      count++;
    }
  };
  await copyTree(shellDistDir, outDir, (rel) => !rel.startsWith('releases/'));
  await copyTree(releasesDir, path.join(outDir, 'releases'), (rel) => {
    const parts = rel.split('/');
    return rel === CURRENT_FILE || (parts.length >= 3 && !parts.some((p) => p.startsWith('.')));
  });
  await writeFile(path.join(outDir, APP_CONFIG_PATH.slice(1)), JSON.stringify(appConfig));
  return count + 1;
}
