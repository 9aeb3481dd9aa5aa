/**
 * A visitor's answer to a conditional read is compressed when the request accepts it (brotli, else
 * gzip), as its own representation with its own ETag; so is a signed-in person's answer while it
 * is kept for reuse (`personalAnswerTtlMs`), and not otherwise. Read
 * over plain HTTP (node:http), so the bytes on the wire are what is checked, not what a fetch
 * decompressed.
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';

let api: TestApi;
let token: string;
const FEED = '/v2/events/feed?limit=50';

beforeAll(async () => {
  api = await startTestApi({ answerCacheTtlMs: 10 * 60_000 });
  const host = await api.createUser({ name: 'Hal Host' });
  token = (await api.createUser({ name: 'Ada A' })).auth.idToken;
  const start = Math.floor(Date.now() / 1000) + 86_400;
  for (let i = 0; i < 5; i += 1) {
    const created = await api.request('/v2/events/', {
      token: host.auth.idToken,
      json: { name: `Night ${i}`, startTime: start + i * 3600, timeZone: 'America/New_York' },
    });
    expect(created.status).toBe(201);
  }
});
afterAll(() => api?.close());

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  bytes: Buffer;
}

function rawGet(path: string, headers: Record<string, string>, origin = api.origin): Promise<Raw> {
  return new Promise((resolve, reject) => {
    httpGet(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe("a visitor's feed, compressed", () => {
  it('is the same answer in brotli, gzip and identity, each with its own ETag', async () => {
    const plain = await rawGet(FEED, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.bytes.toString();
    expect(JSON.parse(body).data.events.length).toBeGreaterThanOrEqual(5);

    const br = await rawGet(FEED, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(body);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.headers.vary).toContain('Accept-Encoding');

    const gzip = await rawGet(FEED, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(body);

    const tags = [plain, br, gzip].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);
    expect(br.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-br"`);
  });

  it("answers 304 to the encoded copy's own ETag, and 200 to another copy's", async () => {
    const br = await rawGet(FEED, { 'accept-encoding': 'br' });
    const again = await rawGet(FEED, {
      'accept-encoding': 'br',
      'if-none-match': br.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();

    const asGzip = await rawGet(FEED, {
      'accept-encoding': 'gzip',
      'if-none-match': br.headers.etag!,
    });
    expect(asGzip.status).toBe(200);
    expect(asGzip.headers['content-encoding']).toBe('gzip');
  });

  it("leaves a signed-in person's answer uncompressed when it is not kept", async () => {
    const mine = await rawGet(FEED, { 'accept-encoding': 'br', authorization: `Bearer ${token}` });
    expect(mine.status).toBe(200);
    expect(mine.headers['content-encoding']).toBeUndefined();
    expect(mine.headers['cache-control']).toContain('private');
    expect(JSON.parse(mine.bytes.toString()).data.events.length).toBeGreaterThanOrEqual(5);
  });
});

describe("a signed-in person's feed, kept for reuse", () => {
  let reusing: TestApi;
  let reader: string;
  beforeAll(async () => {
    reusing = await startTestApi({ answerCacheTtlMs: 10 * 60_000, personalAnswerTtlMs: 60_000 });
    reader = (await reusing.createUser({ name: 'Bo B' })).auth.idToken;
  });
  afterAll(() => reusing?.close());

  it('is compressed once per kept answer, the same answer as sent plain, with its own ETag', async () => {
    const get = (headers: Record<string, string>) =>
      rawGet(FEED, { authorization: `Bearer ${reader}`, ...headers }, reusing.origin);
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (let i = 0; i < 2; i += 1) {
      const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
      expect(br.headers.etag).toBe(`${plain.headers.etag!.slice(0, -1)}-br"`);
      expect(br.headers['cache-control']).toContain('private');
      expect(br.headers.vary).toContain('Authorization');
    }
    const notModified = await get({
      'accept-encoding': 'br',
      'if-none-match': `${plain.headers.etag!.slice(0, -1)}-br"`,
    });
    expect(notModified.status).toBe(304);
  });
});
