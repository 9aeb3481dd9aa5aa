/**
 * HMAC-SHA256 signatures for the sandbox provider's webhooks, shaped like Stripe's
 * (`t=<seconds>,v1=<hex>` over `<t>.<body>`), so the webhook route verifies the sandbox the same way
 * it verifies Stripe: the body is trusted only when the signature matches and is recent.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Signatures older (or newer) than this are refused, so a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export function signSandboxPayload(secret: string, body: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, body)}`;
}

export function verifySandboxSignature(
  secret: string,
  body: string,
  header: string | undefined,
  nowSeconds: number,
): void {
  if (!header) throw new WebhookSignatureError('The webhook has no signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    throw new WebhookSignatureError('The webhook signature is malformed');
  }
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The webhook signature is too old');
  }
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    throw new WebhookSignatureError('The webhook signature does not match');
  }
}
