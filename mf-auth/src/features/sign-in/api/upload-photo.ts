/**
 * `POST /images/` for the sign-up photo step. Multipart, so through shared-api's `request()`
 * rather than `callEndpoint` (which sends JSON); the method and path still come from the contract.
 */
import type { ImageRef } from 'contract';
import { splitEndpointKey } from 'contract/values';
import { request, type CallOptions, type EndpointData } from 'shared-api';

const UPLOAD = 'POST /images/';

/** Uploads one image with a fresh token; the server stores a small and a large variant. */
export async function uploadPhoto(
  file: Blob,
  token: string,
  options: CallOptions & { fileName?: string } = {},
): Promise<ImageRef> {
  const form = new FormData();
  form.append('image', file, options.fileName ?? 'image');
  const data = await request<EndpointData<typeof UPLOAD>>({
    ...splitEndpointKey(UPLOAD),
    body: form,
    token,
    signal: options.signal,
  });
  return data.image;
}
