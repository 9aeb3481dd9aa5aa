/**
 * Which secret must have signed this delivery: an event about a connected account (it names the
 * `account`) comes from the Connect endpoint, any other from the platform endpoint. Reading the
 * field before verifying is safe: the chosen secret must still verify the exact bytes, and a
 * platform-signed body cannot pass as a Connect one (nor the reverse) by adding or dropping it.
 */
export function webhookSecretFor(
  rawBody: Buffer,
  secrets: { webhookSecret: string; connectWebhookSecret?: string },
): string {
  const parsed: unknown = JSON.parse(rawBody.toString('utf8'));
  const account =
    typeof parsed === 'object' && parsed !== null && 'account' in parsed
      ? (parsed as { account: unknown }).account
      : null;
  return typeof account === 'string' && account && secrets.connectWebhookSecret
    ? secrets.connectWebhookSecret
    : secrets.webhookSecret;
}
