import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier } from '../auth/firebase-verifier';
import { startTestApi, type TestApi } from '../../test/test-api';
import type { PhoneUser } from '../../test/firebase-phone-user';
import { MissingAccessPolicyError } from '../http/access-policy';
import { buildServer } from './build-server';

let api: TestApi;
let member: PhoneUser;

beforeAll(async () => {
  api = await startTestApi({
    bodyLimit: 4 * 1024,
    extend: (app) => {
      app.get('/v2/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('database exploded: secret detail');
      });
    },
  });
  member = (await api.createUser({ name: 'Envelope Tester' })).auth;
});
afterAll(() => api?.close());

describe('envelopes', () => {
  it('wraps success in { data }', async () => {
    const res = await api.request('/v2/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { ok: true } });
  });

  it('answers an unknown route with a 404 error envelope', async () => {
    const res = await api.request('/v2/nothing/here?x=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: { code: 'not_found', message: 'No route for GET /v2/nothing/here' },
    });
  });

  it('turns an unexpected error into a 500 internal without leaking its details', async () => {
    const res = await api.request('/v2/test/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: { code: 'internal', message: 'Sorry, something went wrong' },
    });
  });

  it('serves the contract paths with and without the trailing slash', async () => {
    const withSlash = await api.request('/v2/users/exists', { token: member.idToken });
    const withoutSlash = await api.request('/v2/users', { token: member.idToken });
    expect(withSlash.status).toBe(200);
    expect(withoutSlash.status).toBe(200);
  });

  it('accepts the client headers, including X-Exclude-Computed-Fields', async () => {
    const res = await api.request('/v2/events/feed', {
      headers: {
        'X-Platform': 'web',
        'X-App-Version': '4.0.78',
        'X-Exclude-Computed-Fields': 'true',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.events).toEqual([]);
  });
});

describe('bad input is a 4xx, never a 500', () => {
  it('rejects malformed JSON with 400', async () => {
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: member.idToken,
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Ada",',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message: 'The request body is not valid JSON',
    });
  });

  it('rejects an empty JSON body with 400', async () => {
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: member.idToken,
      headers: { 'content-type': 'application/json' },
      body: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
  });

  it('rejects a body that is not a JSON object', async () => {
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: member.idToken,
      json: [1],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The request body must be a JSON object');
  });

  it('rejects a non-JSON content type with 415', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await api.request('/v2/users/', {
        method: 'PATCH',
        token: member.idToken,
        headers: { 'content-type': contentType },
        body: 'name=Ada',
      });
      expect(res.status, contentType).toBe(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    }
  });

  it('rejects a body over the limit with 413', async () => {
    const res = await api.request('/v2/users/', {
      method: 'PATCH',
      token: member.idToken,
      json: { bio: 'x'.repeat(5000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({
      code: 'payload_too_large',
      message: 'The request body is larger than 4 KB',
    });
  });

  it('rejects a query value of the wrong type with 400 naming the field', async () => {
    const res = await api.request('/v2/events/feed?limit=ten');
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'invalid_request',
      message: 'limit must be an integer',
      details: { field: 'limit' },
    });
  });

  it('rejects a malformed URL encoding with 400', async () => {
    const res = await api.request('/v2/events/?eventId=%E0%A4%A');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.code).toBeTypeOf('string');
  });
});

describe('access policy declarations', () => {
  it('refuses to register a route that declares no access policy', async () => {
    const verifier = createFirebaseVerifier({ projectId: 'demo-events' });
    const app = buildServer({ db: api.database.db, verifier });
    try {
      expect(() => app.get('/v2/forgotten', async () => ({ data: null }))).toThrow(
        MissingAccessPolicyError,
      );
      expect(() =>
        app.get('/v2/misspelled', { config: { access: 'everyone' as never } }, async () => null),
      ).toThrow(/must declare config.access/);
    } finally {
      await app.close();
      await verifier.close();
    }
  });

  it('refuses to start when a plugin registers a route without access', async () => {
    const verifier = createFirebaseVerifier({ projectId: 'demo-events' });
    const app = buildServer({ db: api.database.db, verifier });
    void app.register(async (plugin) => {
      plugin.post('/v2/sneaky', async () => ({ data: null }));
    });
    try {
      await expect(app.ready()).rejects.toThrow(MissingAccessPolicyError);
    } finally {
      await app.close().catch(() => {});
      await verifier.close();
    }
  });
});
