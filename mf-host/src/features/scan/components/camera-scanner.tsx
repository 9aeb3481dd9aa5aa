import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared-ui';
import { nativeBarcodeDetector } from '../lib/barcode-detector';

const SCAN_INTERVAL_MS = 400;

/**
 * A camera button when the browser can read QR codes itself; a plain note otherwise. Each code it
 * reads is handed to `onCode` once (the same code is not repeated while it stays in view).
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [detector] = useState(nativeBarcodeDetector);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!on || !detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let last = '';
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        if (cancelled) return media.getTracks().forEach((t) => t.stop());
        stream = media;
        const element = video.current;
        if (!element) return;
        element.srcObject = media;
        await element.play();
        timer = setInterval(() => {
          void detector.detect(element).then((codes) => {
            const value = codes[0]?.rawValue;
            if (value && value !== last) {
              last = value;
              onCodeRef.current(value);
            }
          });
        }, SCAN_INTERVAL_MS);
      })
      .catch(() => {
        setProblem('The camera could not be opened. Allow camera access, or type the code.');
        setOn(false);
      });
    return () => {
      cancelled = true;
      clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [on, detector]);

  if (!detector) {
    return (
      <p className="scan-camera__note">
        This browser can't read QR codes with the camera. Type the pass code instead.
      </p>
    );
  }
  return (
    <div className="scan-camera">
      <Button variant="secondary" onClick={() => setOn((v) => !v)} aria-pressed={on}>
        {on ? 'Stop camera' : 'Scan with camera'}
      </Button>
      {problem ? <p role="alert">{problem}</p> : null}
      {on ? <video ref={video} muted playsInline aria-label="Camera view" /> : null}
    </div>
  );
}
