import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, isApiError } from 'shared-api';
import { createFakeFetch, errorReply } from 'shared-api/testing';
import { scanPass } from '../api/scan-pass';
import { isNetworkError } from './network-error';

afterEach(() => configureApi());

/** The error a real scan rejects with, through request(), for the given reply. */
async function scanError(reply: Parameters<typeof createFakeFetch>[0]): Promise<unknown> {
  configureApi({ fetch: createFakeFetch(reply) });
  return scanPass({ eventId: 'e1', qrToken: 'qr', nonce: 'abcdef123456' }, 'tok').then(
    () => null,
    (error: unknown) => error,
  );
}

describe('isNetworkError', () => {
  it('is true for a call that got no answer', async () => {
    const error = await scanError({ networkError: true });
    expect(isApiError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(true);
  });

  it('is false for an answer the server gave, and for anything that is not an API error', async () => {
    expect(isNetworkError(await scanError(errorReply(403, 'forbidden', 'Hosts only')))).toBe(false);
    expect(isNetworkError(new Error('network_error'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
});
