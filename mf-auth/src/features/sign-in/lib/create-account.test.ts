import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configureApi,
  createMemoryAnalyticsSink,
  setAnalyticsSink,
  type MemoryAnalyticsSink,
} from 'shared-api';
import { createFakeFetch, errorReply, okReply } from 'shared-api/testing';
import { createAccount } from './create-account';

const draft = {
  phone: '+15551234567',
  name: 'Ava',
  photo: { urls: { small: '/s.webp', large: '/l.webp' } },
  birthday: '2000-01-31',
  gender: 'female' as const,
  instagram: null,
};
let sink: MemoryAnalyticsSink;

beforeEach(() => {
  sink = createMemoryAnalyticsSink();
  setAnalyticsSink(sink);
});
afterEach(() => {
  setAnalyticsSink(null);
  configureApi();
});

describe('createAccount', () => {
  it('posts every field with the token and records sign_up', async () => {
    const fetch = createFakeFetch(okReply({ user: { id: 'u1', name: 'Ava' } }, 201));
    configureApi({ fetch });
    await expect(createAccount('tok', draft)).resolves.toMatchObject({ id: 'u1' });
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: '/v2/users/',
      body: {
        name: 'Ava',
        photo: draft.photo,
        birthday: '2000-01-31',
        gender: 'female',
        instagram: null,
      },
    });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
    expect(sink.events).toEqual([{ name: 'sign_up', params: { method: 'phone' } }]);
  });

  it('takes an existing user as done, without a second sign_up', async () => {
    configureApi({ fetch: createFakeFetch(errorReply(409, 'user_exists', 'exists')) });
    await expect(createAccount('tok', draft)).resolves.toBeNull();
    expect(sink.events).toEqual([]);
  });

  it('rejects with the API error otherwise, recording nothing', async () => {
    configureApi({
      fetch: createFakeFetch(errorReply(400, 'invalid_request', 'birthday must be a real date')),
    });
    await expect(createAccount('tok', draft)).rejects.toMatchObject({
      status: 400,
      message: 'birthday must be a real date',
    });
    expect(sink.events).toEqual([]);
  });
});
