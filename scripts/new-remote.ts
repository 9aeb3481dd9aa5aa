/**
 * `npm run new-remote -- mf-<name>`: a new federated remote from scripts/remote-template, listed in
 * remotes.json (so workspaces, build, lint, typecheck, vitest, npm start and npm test pick it up),
 * then linked into the workspace and the lockfile with npm install.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { generateRemote } from './lib/new-remote';
import { ROOT } from './lib/workspace';

const [name, ...rest] = process.argv.slice(2);
if (!name || name.startsWith('-')) {
  console.error('usage: npm run new-remote -- mf-<name> [--no-install]');
  process.exit(1);
}

try {
  const created = await generateRemote(ROOT, name);
  const { entry } = created;
  console.log(
    `created ${path.relative(ROOT, created.dir)}/ (federation name ${entry.federationName}, dev port ${entry.devPort}, first page ${created.path}):`,
  );
  for (const file of created.files) console.log(`  ${file}`);
  if (!rest.includes('--no-install')) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (install.status !== 0) console.warn('npm install failed: run it before `npm ci` or CI');
  }
  console.log(`
next:
  npm run dev -w ${name}                      # alone on http://localhost:${entry.devPort}${created.path}
  npx vitest run --project ${name}            # its generated page test
  npm run build -w ${name} && npm run publish -w deploy -- ${name}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
