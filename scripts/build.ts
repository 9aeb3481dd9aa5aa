/**
 * `npm run build`: production builds of the shell and every remote of `remotes.json`
 * (`npm run build -- mf-events shell` builds only those).
 */
import { buildApps } from './lib/build-apps';
import { APPS } from './lib/workspace';

const asked = process.argv.slice(2);
const unknown = asked.filter((app) => !APPS.includes(app));
if (unknown.length > 0) {
  console.error(`unknown app: ${unknown.join(', ')} (apps: ${APPS.join(', ')})`);
  process.exit(1);
}
await buildApps(asked.length > 0 ? asked : APPS);
