/**
 * The browser's own `BarcodeDetector` (Chromium on Android and ChromeOS, Safari behind a flag).
 * No polyfill is loaded: a polyfill's WebAssembly would have to come from another origin, which
 * the app does not allow (ARCHITECTURE notes), so without a native detector only manual entry is
 * offered.
 */
export interface DetectedBarcode {
  rawValue: string;
}

export interface NativeBarcodeDetector {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

type DetectorConstructor = new (options?: { formats?: string[] }) => NativeBarcodeDetector;

export function nativeBarcodeDetector(): NativeBarcodeDetector | null {
  const Detector = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (typeof Detector !== 'function') return null;
  try {
    return new Detector({ formats: ['qr_code'] });
  } catch {
    return null;
  }
}
