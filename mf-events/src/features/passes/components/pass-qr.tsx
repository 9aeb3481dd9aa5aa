import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The pass's QR code, drawn here from its token (no network: the token never leaves the device
 * except at the door). SVG, so it stays sharp at any size and needs no canvas.
 */
export function PassQr({ token, label }: { token: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    QRCode.toString(token, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((text) => live && setSvg(text))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [token]);

  if (failed)
    return <p role="alert">We couldn&apos;t draw this QR code. Show the host this pass instead.</p>;
  if (!svg) return <div className="pass-qr pass-qr--loading" aria-busy="true" />;
  return (
    <img
      className="pass-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      data-qr-token-length={token.length}
    />
  );
}
