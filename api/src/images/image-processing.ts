/**
 * Turns an uploaded file into the two variants the app shows. The type is read from the bytes
 * (magic numbers), never from the file name or the declared Content-Type, which the client controls.
 */
import sharp from 'sharp';
import type { ImageVariant } from './image-names';

export type AcceptedImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export function detectImageType(bytes: Buffer): AcceptedImageType | null {
  const starts = (...values: number[]) => values.every((v, i) => bytes[i] === v);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Longest side of each variant, in pixels; smaller images are never enlarged. */
export const VARIANT_MAX_SIZE: Record<ImageVariant, number> = { small: 400, large: 1600 };

/** Largest decoded image accepted (a 10 MB file can still claim billions of pixels). */
const MAX_INPUT_PIXELS = 50_000_000;

export class UnreadableImageError extends Error {
  constructor(message = 'The file is not a readable image') {
    super(message);
    this.name = 'UnreadableImageError';
  }
}

export async function makeVariants(bytes: Buffer): Promise<Record<ImageVariant, Buffer>> {
  // metadata() reads only the header, so no limit is needed to read the claimed size safely.
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  // Checked from the header alone, before anything is decoded: a small file can claim a huge canvas.
  if (width * height > MAX_INPUT_PIXELS) {
    throw new UnreadableImageError(
      `The image is ${width}×${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are accepted`,
    );
  }
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Phone photos carry their orientation in EXIF; apply it before the metadata is dropped.
      .rotate();
    const variant = (size: number) =>
      source
        .clone()
        .resize(size, size, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    const [small, large] = await Promise.all([
      variant(VARIANT_MAX_SIZE.small),
      variant(VARIANT_MAX_SIZE.large),
    ]);
    return { small, large };
  } catch {
    throw new UnreadableImageError();
  }
}
