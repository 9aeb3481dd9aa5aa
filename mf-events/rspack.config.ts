import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'platform/build';
import { exposes } from './src/exposes';
import { routes } from './src/routes';

export default createAppConfig({
  kind: 'remote',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'events',
  devPort: 3012,
  title: 'Events (standalone)',
  exposes,
  routes,
});
