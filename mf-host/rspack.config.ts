import { createRemoteConfig } from 'platform/build';
import { remote } from './src/pages';

const config = createRemoteConfig(import.meta.url, remote);

// The QR polyfill's WebAssembly (features/scan/lib/barcode-detector.ts) is a file of this build,
// served from the remote's own versioned folder: importing it with `?url` gives its URL (the same
// query vitest understands).
config.module?.rules?.push({ test: /\.wasm$/, resourceQuery: /url/, type: 'asset/resource' });

export default config;
