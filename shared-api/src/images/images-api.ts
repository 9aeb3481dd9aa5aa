/** `POST /images/` of the contract. React-free. */
import { splitEndpointKey } from 'contract/values';
import { IMAGE_LIMITS } from 'contract/values';
import type { ImageRef } from 'contract';
import type { EndpointData } from '../http/call-endpoint';
import { request, type CallOptions } from '../http/request';

/** What the server accepts; checked here too so a person hears it at once. */
export const IMAGE_MAX_BYTES = IMAGE_LIMITS.maxBytes;
export const IMAGE_TYPES = IMAGE_LIMITS.types;

const UPLOAD = 'POST /images/';

/** A sentence saying why the file cannot be uploaded, or null when it looks acceptable. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Only JPEG, PNG, WebP or GIF images are accepted';
  }
  if (file.size === 0) return 'The image file is empty';
  if (file.size > IMAGE_MAX_BYTES) {
    return `The image is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB`;
  }
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
  // Multipart, so not through callEndpoint (which sends JSON); the name still comes from the contract.
  const data = await request<EndpointData<typeof UPLOAD>>({
    ...splitEndpointKey(UPLOAD),
    body: form,
    token,
    signal: options.signal,
  });
  return data.image;
}
