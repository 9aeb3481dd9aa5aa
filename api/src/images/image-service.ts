/** Accepts an upload: checks its type, makes the variants, stores them, returns the ImageRef. */
import { IMAGE_LIMITS } from 'contract';
import { randomUUID } from 'node:crypto';
import type { ImageRefColumn } from '../db/schema';
import { IMAGE_FILES_PATH, imageFileName } from './image-names';
import { detectImageType, makeVariants } from './image-processing';
import type { ImageStorage } from './image-storage';

export const MAX_IMAGE_BYTES = IMAGE_LIMITS.maxBytes;

export class UnsupportedImageTypeError extends Error {
  constructor() {
    super('Only JPEG, PNG, WebP or GIF images are accepted');
    this.name = 'UnsupportedImageTypeError';
  }
}

export interface ImageService {
  /** Throws UnsupportedImageTypeError or UnreadableImageError for bad files. */
  upload(bytes: Buffer): Promise<ImageRefColumn>;
  /** The stored bytes of a variant file, or null. */
  file(name: string): Promise<Buffer | null>;
  /** The decode slots (`peak`: the most images that were ever decoded at once). */
  readonly decodes: { readonly peak: number };
}

export interface ImageServiceOptions {
  storage: ImageStorage;
  /** Prefix of the URLs handed out: `/v2/images/files` (root-relative) unless configured. */
  publicBaseUrl?: string;
  /**
   * Images decoded at once (IMAGE_LIMITS.concurrentDecodes by default): a decoded image takes
   * width × height × 4 bytes, so eight large uploads at once must not all decode together.
   */
  decodeSlots?: number;
}

/** At most `size` tasks at once, the others wait in order; `peak` is the most that ever ran. */
export function createSlots(size: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    get peak() {
      return peak;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else active += 1;
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        // The slot passes straight to the next waiter, so `active` stays as it is.
        if (next) next();
        else active -= 1;
      }
    },
  };
}

export function createImageService({
  storage,
  publicBaseUrl,
  decodeSlots = IMAGE_LIMITS.concurrentDecodes,
}: ImageServiceOptions): ImageService {
  const base = (publicBaseUrl ?? IMAGE_FILES_PATH).replace(/\/+$/, '');
  const decodes = createSlots(decodeSlots);
  return {
    decodes,
    async upload(bytes) {
      if (!detectImageType(bytes)) throw new UnsupportedImageTypeError();
      const variants = await decodes.run(() => makeVariants(bytes));
      const id = randomUUID();
      const small = imageFileName(id, 'small');
      const large = imageFileName(id, 'large');
      await Promise.all([storage.put(small, variants.small), storage.put(large, variants.large)]);
      return { urls: { small: `${base}/${small}`, large: `${base}/${large}` } };
    },
    file: (name) => storage.get(name),
  };
}
