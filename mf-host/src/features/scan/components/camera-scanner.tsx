import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared-ui';
import { loadQrDetector } from '../lib/barcode-detector';

const SCAN_INTERVAL_MS = 400;

type CameraState = 'off' | 'starting' | 'on';

/**
 * A camera button: the QR reader (the browser's own or the polyfill, fetched only now) and the
 * camera start when it is pressed. Each code read is handed to `onCode` once (the same code is not
 * repeated while it stays in view).
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const wanted = state !== 'off';

  useEffect(() => {
    if (!wanted) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let last = '';
    let cancelled = false;
    const start = async () => {
      const detector = await loadQrDetector();
      if (cancelled) return;
      if (!detector) {
        setProblem("This browser can't read QR codes with the camera. Type the pass code instead.");
        setState('off');
        return;
      }
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
      });
      if (cancelled) return media.getTracks().forEach((t) => t.stop());
      stream = media;
      const element = video.current;
      if (!element) return;
      element.srcObject = media;
      await element.play();
      setState('on');
      let busy = false;
      timer = setInterval(() => {
        if (busy || element.readyState < 2) return;
        busy = true;
        detector
          .detect(element)
          .then((codes) => {
            const value = codes[0]?.rawValue;
            if (value && value !== last) {
              last = value;
              onCodeRef.current(value);
            }
          })
          .catch(() => {})
          .finally(() => {
            busy = false;
          });
      }, SCAN_INTERVAL_MS);
    };
    start().catch(() => {
      if (cancelled) return;
      setProblem('The camera could not be opened. Allow camera access, or type the code.');
      setState('off');
    });
    return () => {
      cancelled = true;
      clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [wanted]);

  return (
    <div className="scan-camera">
      <Button
        variant="secondary"
        onClick={() => {
          setProblem(null);
          setState((current) => (current === 'off' ? 'starting' : 'off'));
        }}
        aria-pressed={wanted}
      >
        {state === 'off' ? 'Scan with camera' : 'Stop camera'}
      </Button>
      {state === 'starting' ? <p role="status">Starting the camera…</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {wanted ? <video ref={video} muted playsInline aria-label="Camera view" /> : null}
    </div>
  );
}
