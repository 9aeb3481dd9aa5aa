import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'platform/build';
import { exposes } from './src/exposes';
import { routes } from './src/routes';

export default createAppConfig({
  kind: 'remote',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'auth',
  devPort: 3011,
  title: 'Sign in (standalone)',
  exposes,
  routes,
});
