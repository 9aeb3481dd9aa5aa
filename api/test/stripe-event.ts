/**
 * The body of a Stripe webhook delivery (an `event` object around `data.object`), as the tests of
 * the Stripe provider and its webhook route sign and send it. `account` marks a Connect event.
 */
export function stripeEventJson(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; account?: string; created?: number } = {},
): string {
  return JSON.stringify({
    id: options.id ?? `evt_${type.replace(/\W/g, '_')}`,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: options.created ?? 1_700_000_000,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: null,
    ...(options.account ? { account: options.account } : {}),
  });
}
