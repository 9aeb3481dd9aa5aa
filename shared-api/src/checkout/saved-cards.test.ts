import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, errorReply, okReply } from '../testing/fake-fetch';
import { getSavedCards, savedCardKeys } from './saved-cards';

afterEach(() => configureApi());

const card = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 };

describe('getSavedCards', () => {
  it('asks for the caller’s cards with the token and answers the list', async () => {
    const fetch = createFakeFetch(okReply({ paymentMethods: [card] }));
    configureApi({ fetch });
    await expect(getSavedCards('tok')).resolves.toEqual([card]);
    expect(fetch.calls[0]).toMatchObject({ method: 'GET', url: '/v2/checkout/payment-methods' });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('rejects with the API error when refused', async () => {
    configureApi({ fetch: createFakeFetch(errorReply(401, 'unauthorized', 'Sign in first')) });
    await expect(getSavedCards('tok')).rejects.toMatchObject({ status: 401 });
  });
});

describe('savedCardKeys', () => {
  it('keys the list by the viewer’s uid', () => {
    expect(savedCardKeys.mine('u1')).toEqual(['saved-cards', { viewer: 'u1' }]);
    expect(savedCardKeys.mine('u1')).not.toEqual(savedCardKeys.mine('u2'));
  });
});
