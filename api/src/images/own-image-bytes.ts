/**
 * The stored bytes behind one of this API's own image URLs (the ones `POST /images/` handed out,
 * checked by `ownImageCheck`), for code that must send an image on, such as dispute evidence.
 */
import { isImageFileName } from './image-names';
import type { ImageStorage } from './image-storage';

/** The bytes, or null when the URL is not ours or nothing is stored under it. */
export type OwnImageBytes = (url: string) => Promise<Buffer | null>;

export function ownImageBytes(baseUrl: string, storage: ImageStorage): OwnImageBytes {
  const prefix = `${baseUrl.replace(/\/+$/, '')}/`;
  return async (url) => {
    if (!url.startsWith(prefix)) return null;
    const name = url.slice(prefix.length);
    return isImageFileName(name) ? storage.get(name) : null;
  };
}
