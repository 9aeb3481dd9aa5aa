/** Accepts an upload: checks its type, makes the variants, stores them, returns the ImageRef. */
import { IMAGE_LIMITS } from 'shared-api/contract';
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
}

export interface ImageServiceOptions {
  storage: ImageStorage;
  /** Prefix of the URLs handed out: `/v2/images/files` (root-relative) unless configured. */
  publicBaseUrl?: string;
}

export function createImageService({ storage, publicBaseUrl }: ImageServiceOptions): ImageService {
  const base = (publicBaseUrl ?? IMAGE_FILES_PATH).replace(/\/+$/, '');
  return {
    async upload(bytes) {
      if (!detectImageType(bytes)) throw new UnsupportedImageTypeError();
      const variants = await makeVariants(bytes);
      const id = randomUUID();
      const small = imageFileName(id, 'small');
      const large = imageFileName(id, 'large');
      await Promise.all([storage.put(small, variants.small), storage.put(large, variants.large)]);
      return { urls: { small: `${base}/${small}`, large: `${base}/${large}` } };
    },
    file: (name) => storage.get(name),
  };
}
