import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { locateZxingFile, zxingWasmUrl } from './barcode-detector';

describe('the QR polyfill wasm', () => {
  it('is asked for at our own URL, never the default CDN', () => {
    const url = locateZxingFile('zxing_reader.wasm', 'https://cdn.example/npm/zxing-wasm/dist/');
    expect(url).toBe(zxingWasmUrl());
    expect(new URL(url).origin).toBe(window.location.origin);
    expect(url).toMatch(/zxing_reader.*\.wasm/);
  });

  it('is the build of the zxing-wasm version the polyfill was made for', () => {
    const require = createRequire(import.meta.url);
    // The package exports no package.json: find it from its entry.
    const entry = require.resolve('zxing-wasm');
    const root = entry.slice(0, entry.lastIndexOf('/zxing-wasm/') + '/zxing-wasm/'.length);
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };
    expect(pkg.version).toBe(ZXING_WASM_VERSION);
  });
});
