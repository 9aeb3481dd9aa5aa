import path from 'node:path';
import { ROOT, APPS } from './workspace';
import { inParallel, run } from './run';

/** Production builds of the shell and every remote, two at a time. */
export async function buildApps(apps: readonly string[] = APPS): Promise<void> {
  const rspack = path.join(ROOT, 'node_modules/.bin/rspack');
  await inParallel(apps, 2, async (app) => {
    const started = Date.now();
    await run(rspack, ['build', '--mode', 'production'], {
      cwd: path.join(ROOT, app),
      env: { NODE_ENV: 'production' },
    });
    console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}
