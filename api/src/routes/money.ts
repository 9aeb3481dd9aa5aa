/**
 * /v2/users/connect/… (the caller's connected account, wallet and payouts) and /v2/disputes/…
 * (the host of a disputed order reads and answers it). See src/money/.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { OwnImageBytes } from '../images/own-image-bytes';
import type { OwnImageCheck } from '../images/own-images';
import { connectView, refreshAccount, startOnboarding } from '../money/connect';
import { DEFAULT_CURRENCY } from '../money/currency';
import { openDisputesOf, readDispute, submitEvidence } from '../money/disputes';
import { walletBalance } from '../money/money-ledger';
import { listPayouts, requestPayout } from '../money/payouts';
import type { PaymentProvider } from '../payments/payment-provider';
import { toEpochSeconds } from '../time/epoch-seconds';

export const moneyRoutes: FastifyPluginAsync<{
  db: Database;
  provider: PaymentProvider;
  ownImage: OwnImageCheck;
  imageBytes: OwnImageBytes;
  unsafeSkipPayoutLock?: boolean;
}> = async (app, { db, provider, ownImage, imageBytes, unsafeSkipPayoutLock }) => {
  serve(app, 'POST /users/connect/', async (request) => {
    const { account, link } = await startOnboarding(db, provider, callerUser(request).id);
    return { account, link: { url: link.url, expiresAt: toEpochSeconds(link.expiresAt) } };
  });

  serve(app, 'GET /users/connect/', async (request) =>
    connectView(await refreshAccount(db, provider, callerUser(request).id), provider),
  );

  serve(app, 'GET /users/connect/balance', async (request) => {
    const userId = callerUser(request).id;
    const account = await refreshAccount(db, provider, userId);
    const currency = account?.currency ?? DEFAULT_CURRENCY;
    const balance = await walletBalance(db, userId, currency, provider.now());
    return {
      ...balance,
      payouts: await listPayouts(db, userId),
      openDisputes: await openDisputesOf(db, userId),
    };
  });

  serve(app, 'POST /users/connect/payout', async (request) =>
    requestPayout({ db, provider, unsafeSkipPayoutLock }, callerUser(request).id, request.body),
  );

  serve(app, 'GET /disputes/:disputeId', async (request) =>
    readDispute(db, provider, callerUser(request).id, request.params.disputeId),
  );

  serve(app, 'POST /disputes/:disputeId/evidence', async (request) =>
    submitEvidence(
      { db, provider, ownImage, imageBytes },
      callerUser(request).id,
      request.params.disputeId,
      request.body,
    ),
  );
};
