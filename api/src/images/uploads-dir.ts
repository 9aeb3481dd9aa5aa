import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<repo>/.data/uploads`, beside the PGlite folder: what `npm start` uses. */
export const DEFAULT_UPLOADS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.data/uploads',
);
