/**
 * A QR reader for the camera: the browser's own `BarcodeDetector` when it reads QR codes
 * (Chromium on Android and ChromeOS, macOS), else the `barcode-detector` polyfill backed by
 * zxing-wasm, loaded only when the scan page asks for it. The polyfill's WebAssembly file is
 * served by us: the build copies it next to mf-host's bundles (its URL is hashed and lives in the
 * remote's versioned folder) and `locateFile` points there, so nothing is fetched from another
 * origin (the polyfill's default is a public CDN). The shell's service worker keeps a copy of the
 * file for scanning offline.
 */
// The wasm file's URL in our build output (mf-host/rspack.config.ts emits it as an asset).
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface DetectedBarcode {
  rawValue: string;
}

export interface QrDetector {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

interface DetectorClass {
  new (options?: { formats?: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The file the polyfill asks for, answered with ours; anything else keeps its own path. */
export function locateZxingFile(path: string, prefix: string): string {
  return path.endsWith('.wasm') ? zxingWasmUrl() : prefix + path;
}

/** Absolute, so it works whatever page the remote is mounted in. */
export function zxingWasmUrl(): string {
  return new URL(zxingReaderWasmUrl, globalThis.location?.href).href;
}

async function nativeQrDetector(): Promise<QrDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    // Some platforms define the class but read nothing (desktop Linux): ask what it reads.
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

async function polyfillQrDetector(): Promise<QrDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Fetch and compile the wasm now, from our origin, so the first frame is read at once.
  await prepareZXingModule({
    overrides: { locateFile: locateZxingFile },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** A QR detector, or null when neither the browser nor the polyfill can run here. */
export async function loadQrDetector(): Promise<QrDetector | null> {
  const native = await nativeQrDetector();
  if (native) return native;
  try {
    return await polyfillQrDetector();
  } catch {
    return null;
  }
}
