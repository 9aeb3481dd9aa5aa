import { useEffect, useState } from 'react';
import { scannedCodeLabel } from '../lib/scanned-code-label';

/**
 * `scannedCodeLabel` for a code on screen. It hashes (WebCrypto is async), so it reads null for a
 * moment; the label of an older code is never shown beside a newer result.
 */
export function useScannedCodeLabel(code: string | null): string | null {
  const [label, setLabel] = useState<{ code: string; text: string } | null>(null);
  useEffect(() => {
    if (code === null) return;
    let current = true;
    void scannedCodeLabel(code).then((text) => {
      if (current) setLabel({ code, text });
    });
    return () => {
      current = false;
    };
  }, [code]);
  return code !== null && label?.code === code ? label.text : null;
}
