import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { answerRefundRequest } from './refund-answers';

afterEach(() => configureApi());

const answer = { request: { status: 'approved' }, refundedCents: 2110, message: 'Approved' };

describe('answering a refund request', () => {
  it('approves with the guest alone, and declines with the words for them', async () => {
    const fetch = createFakeFetch(okReply(answer), okReply(answer));
    configureApi({ fetch });
    await answerRefundRequest('approve', { eventId: 'e1', userId: 'u1', message: 'x' }, 'tok');
    await answerRefundRequest('decline', { eventId: 'e1', userId: 'u1', message: 'Final' }, 'tok');
    expect(fetch.calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/v2/events/hosts/refund-requests/approve', { eventId: 'e1', userId: 'u1' }],
      [
        'POST',
        '/v2/events/hosts/refund-requests/decline',
        { eventId: 'e1', userId: 'u1', message: 'Final' },
      ],
    ]);
  });
});
