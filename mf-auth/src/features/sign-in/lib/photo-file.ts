/**
 * The photo step's client-side check, on the contract's image limits (the ones the API applies), so
 * a wrong file is refused at once instead of after a long upload. The server checks the bytes again.
 */
import { IMAGE_LIMITS } from 'contract/values';

const { maxBytes: IMAGE_MAX_BYTES, types: IMAGE_TYPES } = IMAGE_LIMITS;

export const PHOTO_ACCEPT = IMAGE_TYPES.join(',');

/** Null when the file may be uploaded; otherwise what is wrong with it. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG, WebP or GIF image.';
  }
  if (file.size === 0) return 'That file is empty. Choose another photo.';
  if (file.size > IMAGE_MAX_BYTES) {
    return `That photo is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Choose a smaller one.`;
  }
  return null;
}
