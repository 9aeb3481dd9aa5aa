/**
 * A still "video" for Chromium's fake camera (`--use-file-for-fake-video-capture`): one Y4M frame
 * (YUV4MPEG2, 4:2:0) showing a QR code drawn from the `qrcode` package's module matrix, dark
 * modules black on a white page, centred with a quiet zone. Chromium loops the one frame.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

export function writeQrY4m(file: string, text: string, width = 640, height = 480): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (modules + 2 * quiet));
  const side = modules * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);

  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + row * scale + y) * width + left + col * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  // Grey: both chroma planes at the middle value, a quarter of the pixels each.
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420\n`);
  writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma, chroma]));
}
