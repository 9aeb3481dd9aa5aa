import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, errorReply, okReply } from '../testing/fake-fetch';
import { IMAGE_MAX_BYTES, imageFileProblem, uploadImage } from './images-api';

afterEach(() => configureApi());

const image = {
  urls: { small: '/v2/images/files/a-small.webp', large: '/v2/images/files/a-large.webp' },
};

describe('uploadImage', () => {
  it('sends the file as the multipart part named image, with the token', async () => {
    const fetch = createFakeFetch(okReply({ image }, 201));
    configureApi({ fetch });
    const file = new Blob(['png'], { type: 'image/png' });
    await expect(uploadImage(file, 'tok', { fileName: 'flyer.png' })).resolves.toEqual(image);
    const call = fetch.calls[0];
    expect(call).toMatchObject({ method: 'POST', url: '/v2/images/' });
    expect(call?.headers.Authorization).toBe('Bearer tok');
    const sent = (call?.body as FormData).get('image') as File;
    expect(sent.name).toBe('flyer.png');
    expect(await sent.text()).toBe('png');
  });

  it('rejects with the server sentence for a refused file', async () => {
    configureApi({
      fetch: createFakeFetch(
        errorReply(
          415,
          'unsupported_media_type',
          'Only JPEG, PNG, WebP or GIF images are accepted',
        ),
      ),
    });
    await expect(uploadImage(new Blob(['x']), 'tok')).rejects.toMatchObject({ status: 415 });
  });
});

describe('imageFileProblem', () => {
  it('accepts the four image types up to 10 MB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 1 })).toBeNull();
  });

  it('says what is wrong otherwise', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/Only JPEG/);
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toMatch(/10 MB/);
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toMatch(/empty/);
  });
});
