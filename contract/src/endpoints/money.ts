/**
 * Host money (SPEC section 7, issue 10): the connected account's onboarding and state, the wallet
 * and payouts, and disputes (SPEC lists none; these two are ours). Only the account owner sees a
 * wallet; only the host of the disputed order sees a dispute.
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { Id } from '../schemas/common';
import {
  ConnectAccountSchema,
  DisputeEvidenceInputSchema,
  DisputeSchema,
  OnboardingLinkSchema,
  PayoutInputSchema,
  PayoutSchema,
  WalletSchema,
} from '../schemas/money';

const DisputeParams = Type.Object({ disputeId: Id });

export const moneyEndpoints = {
  'POST /users/connect/': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    summary:
      "Creates the caller's connected account if needed and answers a fresh single-use onboarding link (also the refresh URL's call).",
    body: Type.Optional(Type.Object({}, { additionalProperties: false })),
    response: Type.Object({ account: ConnectAccountSchema, link: OnboardingLinkSchema }),
    status: 201,
    errors: ['user_not_found'],
  }),
  'GET /users/connect/': endpoint({
    checksRevocation: true,
    access: 'user',
    summary:
      "The caller's connected account as the provider reports it now (never taken from the return URL).",
    response: ConnectAccountSchema,
    errors: ['user_not_found'],
  }),
  'GET /users/connect/balance': endpoint({
    checksRevocation: true,
    access: 'user',
    summary:
      "The caller's wallet: available and pending balance from the ledger, payouts, open disputes.",
    response: WalletSchema,
    errors: ['user_not_found'],
  }),
  'POST /users/connect/payout': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    summary:
      'Pays available money out to the bank; never more than the available balance, even with requests at once.',
    body: PayoutInputSchema,
    response: PayoutSchema,
    status: 201,
    errors: ['user_not_found', 'conflict'],
  }),
  'GET /disputes/:disputeId': endpoint({
    checksRevocation: true,
    access: 'user',
    summary:
      'One dispute, with what we know to pre-fill the evidence (the host of the order only).',
    params: DisputeParams,
    response: DisputeSchema,
    errors: ['user_not_found', 'not_found', 'forbidden'],
  }),
  'POST /disputes/:disputeId/evidence': endpoint({
    movesMoney: true,
    checksRevocation: true,
    access: 'user',
    summary: 'Submits the evidence, once, before the deadline (the host of the order only).',
    params: DisputeParams,
    body: DisputeEvidenceInputSchema,
    response: DisputeSchema,
    errors: ['user_not_found', 'not_found', 'forbidden', 'conflict'],
  }),
} as const;
