import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from 'platform/build';

export default createAppConfig({
  kind: 'host',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'shell',
  devPort: 3000,
  title: 'Events',
});
