/** `POST /images/` (SPEC section 7; docs/contracts.md "Images"). React-free. */
import { request } from '../http/request';
import type { CallOptions } from '../http/request';
import type { ImageRef } from '../types/image-ref';

/** The server's limits, mirrored so a screen can refuse a file before uploading it. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * Uploads one image (multipart, one part named `image`) and returns its stored sizes. Needs only a
 * Firebase token, not a user record: sign-up uploads the photo before the user exists.
 * @throws ApiError: 413 `payload_too_large`, 415 `unsupported_media_type`, 400 `invalid_request`.
 */
export async function uploadImage(
  token: string,
  file: Blob,
  options: CallOptions = {},
): Promise<ImageRef> {
  const form = new FormData();
  form.append('image', file, file instanceof File ? file.name : 'image');
  const data = await request<{ image: ImageRef }>({
    method: 'POST',
    path: '/images/',
    token,
    body: form,
    ...options,
  });
  return data.image;
}
