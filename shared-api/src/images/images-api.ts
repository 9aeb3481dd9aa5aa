/** `POST /images/` (SPEC section 7). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { ImageRef } from '../types/image-ref';

/** What the server accepts (docs/contracts.md); checked here too so a person hears it at once. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A sentence saying why the file cannot be uploaded, or null when it looks acceptable. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Only JPEG, PNG, WebP or GIF images are accepted';
  }
  if (file.size === 0) return 'The image file is empty';
  if (file.size > IMAGE_MAX_BYTES) return 'The image is larger than 10 MB';
  return null;
}

/** Uploads one image; the server stores a small and a large variant. */
export async function uploadImage(
  file: Blob,
  token: string,
  options: CallOptions & { fileName?: string } = {},
): Promise<ImageRef> {
  const form = new FormData();
  form.append('image', file, options.fileName ?? 'image');
  const data = await request<{ image: ImageRef }>({
    method: 'POST',
    path: '/images/',
    body: form,
    token,
    signal: options.signal,
  });
  return data.image;
}
