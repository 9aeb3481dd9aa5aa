/**
 * The one currency the platform sells in today: orders are written in it (`orders.currency`'s
 * default), connected accounts are opened in it, and an event without a paid order reports in it.
 */
export const DEFAULT_CURRENCY = 'usd';
