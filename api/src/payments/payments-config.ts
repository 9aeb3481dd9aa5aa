/**
 * Which payment provider the server uses, from the environment:
 * - `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` set → Stripe (`APP_ORIGIN`, the web app's
 *   absolute origin, is then needed for Stripe's redirect back; `STRIPE_CONNECT_WEBHOOK_SECRET`,
 *   optional, is the Connect endpoint's own signing secret);
 * - neither → the local sandbox, the default.
 * Production refuses the sandbox (it takes "payments" without money) unless
 * `PAYMENTS_PROVIDER=sandbox` says so explicitly, e.g. for a staging deploy.
 */
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider, type StripeProviderOptions } from './stripe-provider';

export interface PaymentsConfig {
  stripe?: Omit<StripeProviderOptions, 'config'>;
  /** `PAYMENTS_PROVIDER=sandbox`: the sandbox is wanted even in production. */
  sandboxExplicit?: boolean;
}

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv): PaymentsConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  const sandboxExplicit = env.PAYMENTS_PROVIDER === 'sandbox';
  if (!secretKey && !webhookSecret) return sandboxExplicit ? { sandboxExplicit } : undefined;
  if (!secretKey || !webhookSecret) {
    throw new Error(
      'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to use Stripe, or neither',
    );
  }
  const appOrigin = env.APP_ORIGIN;
  if (!appOrigin || !/^https?:\/\/[^/]+$/.test(appOrigin)) {
    throw new Error(
      'APP_ORIGIN (e.g. https://events.example) is needed with Stripe, for its redirect back',
    );
  }
  const connectWebhookSecret = env.STRIPE_CONNECT_WEBHOOK_SECRET || undefined;
  return {
    stripe: {
      secretKey,
      webhookSecret,
      appOrigin,
      ...(connectWebhookSecret ? { connectWebhookSecret } : {}),
    },
  };
}

export function assertSafePaymentsConfig(
  nodeEnv: string | undefined,
  config: PaymentsConfig | undefined,
) {
  if (nodeEnv === 'production' && !config?.stripe && !config?.sandboxExplicit) {
    throw new Error(
      'In production, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENTS_PROVIDER=sandbox to take sandbox payments on purpose)',
    );
  }
}

/** The configured provider, or `undefined` for the default sandbox (built by the server). */
export function providerFromConfig(
  config: PaymentsConfig | undefined,
): PaymentProvider | undefined {
  return config?.stripe ? createStripeProvider(config.stripe) : undefined;
}
