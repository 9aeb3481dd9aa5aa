import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { PhoneUser } from '../../test/firebase-phone-user';

let api: TestApi;
let member: PhoneUser;
let signingUp: PhoneUser;

beforeAll(async () => {
  api = await startTestApi();
  [{ auth: member }, signingUp] = await Promise.all([
    api.createUser({ name: 'Image Uploader' }),
    api.signIn(),
  ]);
});
afterAll(() => api?.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/** A copy of a PNG whose header claims another size (IHDR rewritten, its CRC recomputed). */
function withPngSize(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

interface Part {
  field?: string;
  bytes: Buffer;
  type?: string;
  filename?: string;
}

async function upload(parts: Part[], token: string | null = member.idToken) {
  const form = new FormData();
  for (const { field = 'image', bytes, type = 'image/png', filename = 'photo.png' } of parts) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  const res = await fetch(`${api.origin}/v2/images/`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function fetchFile(url: string) {
  const res = await fetch(`${api.origin}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('POST /v2/images/', () => {
  it('stores a small and a large WebP variant and serves them back, cached forever', async () => {
    const png = await picture(2000, 1000).png().toBuffer();
    const res = await upload([{ bytes: png }]);
    expect(res.status).toBe(201);
    const { small, large } = res.body.data.image.urls;
    expect(small).toMatch(/^\/v2\/images\/files\/[0-9a-f-]{36}-small\.webp$/);
    expect(large).toBe(small.replace('-small.webp', '-large.webp'));

    const smallFile = await fetchFile(small);
    expect(smallFile.res.status).toBe(200);
    expect(smallFile.res.headers.get('content-type')).toBe('image/webp');
    expect(smallFile.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(smallFile.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });
    const largeFile = await fetchFile(large);
    expect(await sharp(largeFile.bytes).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it('never enlarges a small picture', async () => {
    const res = await upload([{ bytes: await picture(120, 90).png().toBuffer() }]);
    const { bytes } = await fetchFile(res.body.data.image.urls.large);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 120, height: 90 });
  });

  it.each([
    ['JPEG', 'image/jpeg', () => picture(300, 300).jpeg().toBuffer()],
    ['WebP', 'image/webp', () => picture(300, 300).webp().toBuffer()],
    ['GIF', 'image/gif', () => picture(300, 300).gif().toBuffer()],
  ])('accepts %s', async (_, type, make) => {
    const res = await upload([{ bytes: await make(), type, filename: 'x' }]);
    expect(res.status).toBe(201);
    expect((await fetchFile(res.body.data.image.urls.small)).res.status).toBe(200);
  });

  it('lets someone signing up (token, no user record yet) upload their photo', async () => {
    const res = await upload(
      [{ bytes: await picture(50, 50).png().toBuffer() }],
      signingUp.idToken,
    );
    expect(res.status).toBe(201);
  });

  it('needs a token', async () => {
    const res = await upload([{ bytes: await picture(50, 50).png().toBuffer() }], null);
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'unauthenticated', message: 'No token provided' });
  });

  it.each([
    ['text that claims to be a PNG', Buffer.from('hello, I am not a picture')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n')],
  ])('refuses %s with 415, judging by the bytes', async (_, bytes) => {
    const res = await upload([{ bytes, type: 'image/png', filename: 'photo.png' }]);
    expect(res.status).toBe(415);
    expect(res.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'Only JPEG, PNG, WebP or GIF images are accepted',
    });
  });

  it('refuses a request that is not a multipart form with 415', async () => {
    const res = await api.request('/v2/images/', { token: member.idToken, json: { image: 'x' } });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });

  it('refuses a file over 10 MB with 413 and says the limit', async () => {
    const png = await picture(10, 10).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload([{ bytes: big }]);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'payload_too_large',
      message: 'The image is larger than 10 MB',
    });
  });

  it('refuses a file with an image signature but broken contents with 400', async () => {
    const png = await picture(200, 200).png().toBuffer();
    const res = await upload([{ bytes: Buffer.concat([png.subarray(0, 40), Buffer.alloc(500)]) }]);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message: 'The file is not a readable image',
      details: { field: 'image' },
    });
  });

  it('refuses a small file that claims a huge canvas, before decoding it', async () => {
    const png = await picture(1, 1).png().toBuffer();
    const res = await upload([{ bytes: withPngSize(png, 20_000, 20_000) }]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'The image is 20000×20000 pixels; at most 50 megapixels are accepted',
    );
  });

  it.each([
    ['no file at all', [] as Part[], "image is required (a file part named 'image')"],
    ['an empty file', [{ bytes: Buffer.alloc(0) }], 'image is empty'],
    [
      'a file under another name',
      [{ field: 'photo', bytes: Buffer.from('x') }],
      "Send the file in a part named 'image'",
    ],
    [
      'two files',
      [{ bytes: Buffer.from('a') }, { bytes: Buffer.from('b') }],
      'Send one image at a time',
    ],
  ])('answers 400 for %s', async (_, parts, message) => {
    const res = await upload(parts);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message,
      details: { field: 'image' },
    });
  });

  it('stores only the two variants of each accepted upload, never the original', async () => {
    const files = await readdir(api.uploadsDir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^[0-9a-f-]{36}-(small|large)\.webp$/);
  });
});

describe('GET /v2/images/files/:name', () => {
  it.each([
    ['an unknown image', '00000000-0000-4000-8000-000000000000-small.webp'],
    ['a name we never make', 'photo.png'],
    ['an escape from the folder', '..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a dotted escape', '%2e%2e%2fpackage.json'],
  ])('answers 404 for %s', async (_, name) => {
    const res = await api.request(`/v2/images/files/${name}`);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
