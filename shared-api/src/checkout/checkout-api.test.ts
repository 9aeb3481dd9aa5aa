import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, errorReply, okReply } from '../testing/fake-fetch';
import { confirmCheckout, initiateCheckout, leaveEvent } from './checkout-api';

afterEach(() => configureApi());

describe('checkout', () => {
  it('initiate posts the items and returns where to pay', async () => {
    const session = {
      status: 'pending',
      order: { id: 'o1' },
      transactionId: 't1',
      checkoutUrl: '/v2/payments/sandbox/checkout/t1',
      expiresAt: 1_800_000_600,
    };
    const fetch = createFakeFetch(okReply(session, 201));
    configureApi({ fetch });
    const input = { eventId: 'e1', items: [{ ticketTypeId: 'tt1', quantity: 2 }] };
    await expect(initiateCheckout(input, 'checkout-k1', 'tok')).resolves.toEqual(session);
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      url: '/v2/checkout/initiate',
      body: input,
    });
    expect(fetch.calls[0]?.headers['Idempotency-Key']).toBe('checkout-k1');
  });

  it('initiate rejects over the limit with the server sentence', async () => {
    configureApi({
      fetch: createFakeFetch(errorReply(409, 'conflict', 'Only 1 ticket is left')),
    });
    await expect(
      initiateCheckout(
        { eventId: 'e1', items: [{ ticketTypeId: 'tt1', quantity: 2 }] },
        'checkout-k2',
        'tok',
      ),
    ).rejects.toMatchObject({ status: 409, message: 'Only 1 ticket is left' });
  });

  it('confirm sends the transaction with its Idempotency-Key', async () => {
    const fetch = createFakeFetch(
      okReply({ status: 'completed', message: 'Paid', order: { id: 'o1' }, passes: [] }),
    );
    configureApi({ fetch });
    await confirmCheckout('t1', 'key-1', 'tok');
    expect(fetch.calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/v2/checkout/confirm',
      body: { transactionId: 't1' },
    });
    expect(fetch.calls[0]?.headers['Idempotency-Key']).toBe('key-1');
  });

  it('leave deletes by event id and reports what was cancelled', async () => {
    const fetch = createFakeFetch(okReply({ left: true, cancelledPasses: 1 }));
    configureApi({ fetch });
    await expect(leaveEvent('e1', 'tok')).resolves.toEqual({ left: true, cancelledPasses: 1 });
    expect(fetch.calls[0]).toMatchObject({ method: 'DELETE', url: '/v2/events/leave?eventId=e1' });
  });
});
