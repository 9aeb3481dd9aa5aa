/** Everything ticketing adds under /v2, registered by build-server.ts in one line. */
import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_HOLD_SECONDS, type CheckoutDeps } from '../checkout/checkout-config';
import type { Database } from '../db/database';
import type { OwnImageBytes } from '../images/own-image-bytes';
import type { OwnImageCheck } from '../images/own-images';
import type { PaymentProvider } from '../payments/payment-provider';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox-provider';
import type { Clock } from '../time/clock';
import { releaseExpiredApprovals } from '../guests/expired-approvals';
import { checkoutRoutes } from './checkout';
import { hostGuestRoutes } from './host-guests';
import { paymentWebhookRoutes } from './payment-webhooks';
import { moneyRoutes } from './money';
import { sandboxCheckoutRoutes } from './sandbox-checkout';
import { sandboxMoneyRoutes } from './sandbox-money';
import { userTicketRoutes } from './user-tickets';
import { eventRefundRoutes } from './event-refunds';
import { createCancellationRunner } from '../cancellation/cancellation-runner';
import type { GuestActionDeps } from '../guests/guest-action-steps';
import type { SmsProvider } from '../messaging/sms-provider';
import type { FastifyInstance } from 'fastify';

export interface TicketingOptions {
  /** The payment provider; the local sandbox (created here) when absent. */
  payments?: PaymentProvider;
  /** HMAC key of the default sandbox's webhooks (random per process when absent). */
  sandboxWebhookSecret?: string;
  /** How long a paid order holds its tickets (default 10 minutes). */
  holdSeconds?: number;
  /** TEST ONLY: see CheckoutDeps.unsafeSkipStockLock. */
  unsafeSkipStockLock?: boolean;
  /** TEST ONLY: see CheckoutDeps.unsafeTypesBeforeEvent. */
  unsafeTypesBeforeEvent?: boolean;
  /** TEST ONLY: see CheckoutDeps.afterTypesLocked. */
  afterTypesLocked?: () => Promise<void>;
  /** TEST ONLY: see GuestActionDeps.unsafeSkipRefundCheck. */
  unsafeSkipRefundCheck?: boolean;
  /** How often unanswered paid requests are checked for their 7-day release (0: never). */
  approvalSweepMs?: number;
  /** Hands the approval sweep to the caller (tests run it on an advanced clock). */
  exposeApprovalSweep?: (sweep: () => Promise<number>) => void;
  /** Hands the default sandbox provider to the caller (the reconciliation test reads its balance). */
  exposeSandbox?: (sandbox: SandboxProvider) => void;
  /** TEST ONLY: see CheckoutDeps.unsafeIgnoreCancellation. */
  unsafeIgnoreCancellation?: boolean;
  /**
   * How often the refund sweep looks for cancellations and approved refunds left unfinished
   * (default every minute, and once as the server starts; 0: never).
   */
  cancellationSweepMs?: number;
  /** Hands the refund sweep to the caller (tests run it themselves). */
  exposeCancellationSweep?: (sweep: () => Promise<void>) => void;
  /** TEST ONLY: see CancellationDeps.beforeRecording. */
  beforeCancellationRecord?: (orderId: string) => Promise<void>;
  /** TEST ONLY: see PayoutDeps.unsafeSkipPayoutLock. */
  unsafeSkipPayoutLock?: boolean;
  /**
   * The sandbox's controls (let time pass, disputes, failed payouts); on by default outside
   * production, never in production.
   */
  sandboxControls?: boolean;
}

/** Every minute: a cancellation a crash interrupted is finished that soon after a restart too. */
export const DEFAULT_CANCELLATION_SWEEP_MS = 60 * 1000;

/** Every 10 minutes: a request's 7-day hold ends at most that late. */
export const DEFAULT_APPROVAL_SWEEP_MS = 10 * 60 * 1000;

const isSandbox = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'settle' in provider;

export const ticketingRoutes: FastifyPluginAsync<
  TicketingOptions & {
    db: Database;
    clock: Clock;
    sms: SmsProvider;
    ownImage: OwnImageCheck;
    imageBytes: OwnImageBytes;
  }
> = async (app, options) => {
  const { db, clock } = options;
  const provider =
    options.payments ??
    createSandboxProvider({ db, clock, webhookSecret: options.sandboxWebhookSecret });
  const deps: CheckoutDeps = {
    db,
    clock,
    provider,
    holdSeconds: options.holdSeconds ?? DEFAULT_HOLD_SECONDS,
    unsafeSkipStockLock: options.unsafeSkipStockLock ?? false,
    unsafeTypesBeforeEvent: options.unsafeTypesBeforeEvent ?? false,
    afterTypesLocked: options.afterTypesLocked,
    unsafeIgnoreCancellation: options.unsafeIgnoreCancellation ?? false,
  };
  await app.register(checkoutRoutes, { deps });
  await app.register(userTicketRoutes, { db, clock });
  await app.register(paymentWebhookRoutes, {
    db,
    provider,
    clock,
    unsafeIgnoreCancellation: options.unsafeIgnoreCancellation,
  });
  const guestDeps = {
    db,
    provider,
    clock,
    unsafeSkipRefundCheck: options.unsafeSkipRefundCheck ?? false,
  };
  await app.register(hostGuestRoutes, { deps: guestDeps });
  await registerRefunds(app, options, guestDeps);

  const sweep = () => releaseExpiredApprovals({ db, provider, clock });
  options.exposeApprovalSweep?.(sweep);
  const every = options.approvalSweepMs ?? DEFAULT_APPROVAL_SWEEP_MS;
  if (every > 0) {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = sweep().catch((error: unknown) => app.log.error({ err: error }, 'approval sweep'));
    }, every);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
  await app.register(moneyRoutes, {
    db,
    provider,
    ownImage: options.ownImage,
    imageBytes: options.imageBytes,
    unsafeSkipPayoutLock: options.unsafeSkipPayoutLock ?? false,
  });
  if (isSandbox(provider)) {
    options.exposeSandbox?.(provider);
    await app.register(sandboxCheckoutRoutes, { sandbox: provider });
    await app.register(sandboxMoneyRoutes, {
      db,
      sandbox: provider,
      controls: process.env.NODE_ENV !== 'production' && (options.sandboxControls ?? true),
    });
  }
};

/**
 * Cancelling events and refund requests, with the runner that settles a cancellation's orders in
 * the background and the sweep that finishes what a crash left (first run as the server starts).
 */
async function registerRefunds(
  app: FastifyInstance,
  options: TicketingOptions & { sms: SmsProvider },
  guestDeps: GuestActionDeps,
) {
  const deps = { ...guestDeps, beforeRecording: options.beforeCancellationRecord };
  const runner = createCancellationRunner(deps, (error, eventId) =>
    app.log.error({ err: error, eventId }, 'settling a cancelled event'),
  );
  await app.register(eventRefundRoutes, {
    deps: {
      ...deps,
      sms: options.sms,
      settleInBackground: (eventId) => void runner.start(eventId),
      onError: (error) => app.log.error({ err: error }, 'sending cancellation texts'),
    },
  });
  options.exposeCancellationSweep?.(() => runner.sweep());
  const every = options.cancellationSweepMs ?? DEFAULT_CANCELLATION_SWEEP_MS;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = runner
      .sweep()
      .catch((error: unknown) => app.log.error({ err: error }, 'refund sweep'));
  };
  if (every > 0) {
    app.addHook('onReady', async () => sweep());
    const timer = setInterval(sweep, every);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => {
    await sweeping;
    await runner.idle();
  });
}
