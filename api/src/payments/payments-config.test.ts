import { describe, expect, it } from 'vitest';
import {
  assertSafePaymentsConfig,
  paymentsConfigFromEnv,
  providerFromConfig,
} from './payments-config';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  APP_ORIGIN: 'https://events.example',
};

describe('payments configuration', () => {
  it('uses the sandbox by default and Stripe when both keys are set', () => {
    expect(paymentsConfigFromEnv({})).toBeUndefined();
    expect(providerFromConfig(paymentsConfigFromEnv({}))).toBeUndefined();
    const config = paymentsConfigFromEnv(STRIPE);
    expect(config?.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      appOrigin: 'https://events.example',
    });
    expect(providerFromConfig(config)?.name).toBe('stripe');
  });

  it('takes the Connect endpoint’s own signing secret when given', () => {
    expect(
      paymentsConfigFromEnv({ ...STRIPE, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' })?.stripe,
    ).toMatchObject({ webhookSecret: 'whsec_x', connectWebhookSecret: 'whsec_connect' });
    expect(paymentsConfigFromEnv(STRIPE)?.stripe).not.toHaveProperty('connectWebhookSecret');
  });

  it('refuses half a Stripe configuration', () => {
    expect(() => paymentsConfigFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/both/);
    expect(() => paymentsConfigFromEnv({ ...STRIPE, APP_ORIGIN: 'events.example' })).toThrow(
      /APP_ORIGIN/,
    );
  });

  it('refuses the sandbox in production unless asked for by name', () => {
    expect(() => assertSafePaymentsConfig('production', undefined)).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      assertSafePaymentsConfig(
        'production',
        paymentsConfigFromEnv({ PAYMENTS_PROVIDER: 'sandbox' }),
      ),
    ).not.toThrow();
    expect(() =>
      assertSafePaymentsConfig('production', paymentsConfigFromEnv(STRIPE)),
    ).not.toThrow();
    expect(() => assertSafePaymentsConfig(undefined, undefined)).not.toThrow();
  });
});
