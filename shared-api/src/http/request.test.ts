import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './api-config';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, isApiError } from './api-error';
import { createFakeFetch, errorReply, okReply } from '../testing/fake-fetch';
import { request } from './request';

afterEach(() => {
  configureApi();
  vi.useRealTimers();
});

describe('request: what it sends', () => {
  it('joins base URL, path and query, leaving out null and undefined', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ baseUrl: 'http://127.0.0.1:3001/v2/', fetch });
    await request({ path: '/events/feed', query: { limit: 5, past: true, a: null, b: undefined } });
    expect(fetch.calls[0]?.url).toBe('http://127.0.0.1:3001/v2/events/feed?limit=5&past=true');
  });

  it('defaults to the same-origin /v2 base', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    await request({ path: 'users/exists' });
    expect(fetch.calls[0]?.url).toBe('/v2/users/exists');
  });

  it('always sends platform and version, and nothing optional unless asked', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    await request({ path: '/health' });
    const headers = fetch.calls[0]?.headers;
    expect(headers).toMatchObject({ 'X-Platform': 'web', 'X-App-Version': '4.0.78' });
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('X-Exclude-Computed-Fields');
    expect(headers).not.toHaveProperty('Content-Type');
    expect(fetch.calls[0]?.method).toBe('GET');
  });

  it('adds the bearer token, the computed-fields switch and a JSON body when given', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    await request({
      method: 'PATCH',
      path: '/users/',
      token: 'tok',
      excludeComputedFields: true,
      body: { name: 'Ada' },
    });
    const call = fetch.calls[0];
    expect(call?.method).toBe('PATCH');
    expect(call?.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-Exclude-Computed-Fields': 'true',
      'Content-Type': 'application/json',
    });
    expect(call?.body).toEqual({ name: 'Ada' });
  });

  it('sends a FormData body as is, leaving its multipart Content-Type to fetch', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await request({ method: 'POST', path: '/images/', body: form });
    expect(fetch.calls[0]?.body).toBe(form);
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Content-Type');
  });

  it('adds extra headers of one call, without letting them replace the client headers', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    await request({
      method: 'PATCH',
      path: '/checkout/confirm',
      headers: { 'Idempotency-Key': 'k1', 'X-Platform': 'ios' },
    });
    expect(fetch.calls[0]?.headers).toMatchObject({ 'Idempotency-Key': 'k1', 'X-Platform': 'web' });
  });

  it('sends no Authorization header for a null token', async () => {
    const fetch = createFakeFetch(okReply({}));
    configureApi({ fetch });
    await request({ path: '/users/', token: null });
    expect(fetch.calls[0]?.headers).not.toHaveProperty('Authorization');
  });
});

describe('request: what it returns', () => {
  it('unwraps data', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ exists: true })) });
    await expect(request({ path: '/users/exists' })).resolves.toEqual({ exists: true });
  });

  it('resolves undefined for 204 No Content', async () => {
    configureApi({ fetch: createFakeFetch({ status: 204 }) });
    await expect(request({ method: 'DELETE', path: '/events/like' })).resolves.toBeUndefined();
  });

  it('rejects a 2xx that is not the data envelope', async () => {
    configureApi({ fetch: createFakeFetch({ status: 200, body: '<html>proxy</html>' }) });
    await expect(request({ path: '/x' })).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('rejects with the error field, at once, for a 4xx', async () => {
    const fetch = createFakeFetch(errorReply(404, 'user_not_found', 'No user', { userId: 'u1' }));
    configureApi({ fetch });
    const error = await request({ path: '/users/' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'No user',
      details: { userId: 'u1' },
    });
    expect(fetch.calls).toHaveLength(1);
  });

  it('gives a sensible error for a non-JSON error body', async () => {
    configureApi({ fetch: createFakeFetch({ status: 401, body: 'Unauthorized' }) });
    await expect(request({ path: '/users/' })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('rejects a network failure at once with a human message', async () => {
    const fetch = createFakeFetch({ networkError: true }, okReply({}));
    configureApi({ fetch });
    const error = await request({ path: '/health' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      code: 'network_error',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect((error as Error).cause).toBeInstanceOf(TypeError);
    expect(fetch.calls).toHaveLength(1);
  });

  it('passes an abort through as the abort reason, not as a network error', async () => {
    configureApi({ fetch: createFakeFetch(okReply({})) });
    const controller = new AbortController();
    controller.abort();
    const error = await request({ path: '/health', signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('request: retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('retries a 5xx after 1000 ms, then 2000 ms, then rejects with the error field', async () => {
    const fetch = createFakeFetch(errorReply(503, 'internal', 'The server is busy.'));
    configureApi({ fetch });
    const settled = request({ path: '/events/feed' }).catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.calls).toHaveLength(3);

    const error = await settled;
    expect(error).toMatchObject({ status: 503, code: 'internal', message: 'The server is busy.' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch.calls).toHaveLength(3);
  });

  it('resolves when a retry succeeds', async () => {
    const fetch = createFakeFetch(errorReply(500, 'internal', 'Oops.'), okReply({ ok: true }));
    configureApi({ fetch });
    const result = request({ path: '/health' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetch.calls).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    const fetch = createFakeFetch(
      errorReply(400, 'invalid_request', 'limit must be 1–50'),
      okReply({}),
    );
    configureApi({ fetch });
    const settled = request({ path: '/events/feed' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await settled).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(fetch.calls).toHaveLength(1);
  });

  it('stops waiting to retry when aborted', async () => {
    const fetch = createFakeFetch(errorReply(500, 'internal', 'Oops.'));
    configureApi({ fetch });
    const controller = new AbortController();
    const settled = request({ path: '/health', signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const error = await settled;
    expect((error as Error).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch.calls).toHaveLength(1);
  });
});
