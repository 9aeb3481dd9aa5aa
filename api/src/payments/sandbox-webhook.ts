/**
 * Reading a sandbox webhook: the signature checked against the sandbox's secret (a forged or stale
 * one is a WebhookSignatureError), then the event in the shape the API's webhook route handles.
 */
import { WebhookSignatureError, type PaymentWebhookEvent } from './payment-provider';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature';

const KNOWN_TYPES = [
  'checkout.completed',
  'checkout.canceled',
  'checkout.expired',
  'account.updated',
  'payout.updated',
  'dispute.updated',
];

export function parseSandboxWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  nowSeconds: number,
): PaymentWebhookEvent {
  const header = headers[SANDBOX_SIGNATURE_HEADER];
  const body = rawBody.toString('utf8');
  verifySandboxSignature(secret, body, Array.isArray(header) ? header[0] : header, nowSeconds);
  const parsed = JSON.parse(body) as Partial<PaymentWebhookEvent>;
  if (typeof parsed.id !== 'string' || typeof parsed.type !== 'string') {
    throw new WebhookSignatureError('The webhook body is not a sandbox event');
  }
  return {
    id: parsed.id,
    type: KNOWN_TYPES.includes(parsed.type)
      ? (parsed.type as PaymentWebhookEvent['type'])
      : 'ignored',
    transactionId: parsed.transactionId ?? null,
    paymentReference: parsed.paymentReference ?? null,
    providerType: parsed.type,
    ...(parsed.account ? { account: parsed.account } : {}),
    ...(parsed.payout
      ? {
          payout: {
            ...parsed.payout,
            arrivalDate: parsed.payout.arrivalDate ? new Date(parsed.payout.arrivalDate) : null,
          },
        }
      : {}),
    ...(parsed.dispute
      ? {
          dispute: { ...parsed.dispute, evidenceDueBy: new Date(parsed.dispute.evidenceDueBy) },
        }
      : {}),
  };
}
