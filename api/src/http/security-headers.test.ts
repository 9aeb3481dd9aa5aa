import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { API_SECURITY_HEADERS, JSON_CONTENT_SECURITY_POLICY } from './security-headers';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

describe("the API's security headers", () => {
  for (const [what, path] of [
    ['a served JSON answer', '/v2/health'],
    ['a refusal (401)', '/v2/users/events/liked'],
    ['a 404', '/v2/no-such-route'],
    ['bad input (400)', '/v2/events/?eventId=x'],
  ] as const) {
    it(`${what} carries nosniff, no referrer, no framing and a CSP that allows nothing`, async () => {
      const res = await api.request(path);
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
        expect(res.headers.get(name), name).toBe(value);
      }
      expect(res.headers.get('content-security-policy')).toBe(JSON_CONTENT_SECURITY_POLICY);
    });
  }
});
