import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'platform/build';
import { exposes } from './src/exposes';
import { routes } from './src/routes';

export default createAppConfig({
  kind: 'remote',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'social',
  devPort: 3013,
  title: 'Social (standalone)',
  exposes,
  routes,
});
