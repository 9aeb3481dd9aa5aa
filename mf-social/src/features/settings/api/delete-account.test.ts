import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, errorReply, okReply } from 'shared-api/testing';
import { deleteAccount } from './delete-account';

afterEach(() => configureApi());

describe('deleteAccount', () => {
  it('sends DELETE and rejects with the 409 reason', async () => {
    const ok = createFakeFetch(okReply({ deleted: true }));
    configureApi({ fetch: ok });
    await deleteAccount('tok');
    expect(ok.calls[0]).toMatchObject({ method: 'DELETE', url: '/v2/users/' });
    expect(ok.calls[0]?.headers.Authorization).toBe('Bearer tok');
    configureApi({
      fetch: createFakeFetch(errorReply(409, 'conflict', 'You host an upcoming paid event')),
    });
    await expect(deleteAccount('tok')).rejects.toMatchObject({ status: 409, code: 'conflict' });
  });
});
