import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, errorReply, okReply } from '../http/fake-fetch';
import { uploadImage } from './images-api';

afterEach(() => configureApi());

const stored = {
  urls: { small: '/v2/images/files/a-small.webp', large: '/v2/images/files/a-large.webp' },
};

describe('uploadImage', () => {
  it('posts one multipart part named image with the token, and returns the stored sizes', async () => {
    const fetch = createFakeFetch(okReply({ image: stored }, 201));
    configureApi({ fetch });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

    await expect(uploadImage('tok', file)).resolves.toEqual(stored);

    const call = fetch.calls[0];
    expect(call).toMatchObject({ url: '/v2/images/', method: 'POST' });
    expect(call?.headers.Authorization).toBe('Bearer tok');
    // fetch sets multipart/form-data with its boundary; a JSON type here would break the upload.
    expect(call?.headers).not.toHaveProperty('Content-Type');
    const form = call?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const part = form.get('image') as File;
    expect(part.name).toBe('me.png');
    expect(part.size).toBe(4);
  });

  it('rejects with the API error for a file the server refuses', async () => {
    configureApi({
      fetch: createFakeFetch(
        errorReply(413, 'payload_too_large', 'The image is larger than 10 MB'),
      ),
    });
    await expect(uploadImage('tok', new Blob(['x']))).rejects.toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message: 'The image is larger than 10 MB',
    });
  });
});
