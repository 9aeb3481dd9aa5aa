import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature';
import { parseSandboxWebhook } from './sandbox-webhook';

const SECRET = 'test-secret';
const NOW = 1_767_225_600;

function delivered(event: Record<string, unknown>, secret = SECRET) {
  const body = JSON.stringify(event);
  return {
    raw: Buffer.from(body),
    headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(secret, body, NOW) },
  };
}

describe('parseSandboxWebhook', () => {
  it('reads a signed checkout event', () => {
    const { raw, headers } = delivered({
      id: 'evt_1',
      type: 'checkout.completed',
      transactionId: 'sbx_1',
      paymentReference: 'pi_1',
    });
    expect(parseSandboxWebhook(SECRET, raw, headers, NOW)).toEqual({
      id: 'evt_1',
      type: 'checkout.completed',
      transactionId: 'sbx_1',
      paymentReference: 'pi_1',
      providerType: 'checkout.completed',
    });
  });

  it('turns the dates of payouts and disputes back into dates', () => {
    const { raw, headers } = delivered({
      id: 'evt_2',
      type: 'dispute.updated',
      dispute: { disputeId: 'dp_1', evidenceDueBy: '2026-03-09T12:00:00.000Z' },
    });
    const event = parseSandboxWebhook(SECRET, raw, headers, NOW);
    expect(event.dispute?.evidenceDueBy).toEqual(new Date('2026-03-09T12:00:00.000Z'));
  });

  it('passes an event type it does not handle as ignored', () => {
    const { raw, headers } = delivered({ id: 'evt_3', type: 'charge.updated' });
    expect(parseSandboxWebhook(SECRET, raw, headers, NOW)).toMatchObject({
      type: 'ignored',
      providerType: 'charge.updated',
    });
  });

  it('refuses a body signed with another secret, a missing signature, or no event', () => {
    const forged = delivered({ id: 'evt_4', type: 'checkout.completed' }, 'other');
    expect(() => parseSandboxWebhook(SECRET, forged.raw, forged.headers, NOW)).toThrow(
      WebhookSignatureError,
    );
    expect(() => parseSandboxWebhook(SECRET, forged.raw, {}, NOW)).toThrow(WebhookSignatureError);
    const empty = delivered({ type: 'checkout.completed' });
    expect(() => parseSandboxWebhook(SECRET, empty.raw, empty.headers, NOW)).toThrow(
      'not a sandbox event',
    );
  });
});
