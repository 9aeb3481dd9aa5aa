import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxRefusal } from './sandbox-deliveries';
import { SANDBOX_PAYOUT_IN_TRANSIT_MS, SANDBOX_PAYOUT_PAID_MS } from './sandbox-records';
import {
  onboardedAccount,
  openSandboxWorld,
  said,
  type SandboxWorld,
} from '../../test/sandbox-world';

let world: SandboxWorld;
beforeAll(async () => {
  world = await openSandboxWorld();
});
afterAll(() => world?.database.close());

/** An enabled account with `cents` available now. */
async function fundedAccount(cents: number) {
  const accountId = await onboardedAccount(world);
  await world.ledger.addBalance(
    accountId,
    'payment',
    `src-${accountId}`,
    cents,
    'usd',
    world.now(),
  );
  return accountId;
}

const available = async (accountId: string) =>
  (await world.ledger.balance(accountId)).available.find((b) => b.currency === 'usd')
    ?.amountCents ?? 0;

const payout = (accountId: string, amountCents: number, idempotencyKey: string) =>
  world.payouts.createPayout({ accountId, amountCents, currency: 'usd', idempotencyKey });

describe('sandbox payouts', () => {
  it('takes the payout from the available balance, once per idempotency key', async () => {
    const accountId = await fundedAccount(5_000);
    const first = await payout(accountId, 3_000, 'key-a');
    expect(first).toMatchObject({ status: 'pending', amountCents: 3_000 });
    expect(await payout(accountId, 3_000, 'key-a')).toEqual(first);
    expect(await available(accountId)).toBe(2_000);
  });

  it('refuses more than the available balance, and an account without payouts', async () => {
    const accountId = await fundedAccount(1_000);
    await expect(payout(accountId, 1_001, 'key-b')).rejects.toBeInstanceOf(SandboxRefusal);
    const notEnabled = await onboardedAccount(world, false);
    await expect(payout(notEnabled, 1, 'key-c')).rejects.toThrow('Payouts are not enabled');
    await expect(payout('acct_none', 1, 'key-d')).rejects.toThrow('No such account');
  });

  it('moves pending → in transit → paid as the clock passes, telling each step', async () => {
    const accountId = await fundedAccount(1_000);
    const { payoutId: id } = await payout(accountId, 1_000, 'key-e');
    const mine = async () =>
      (await world.payouts.advancePayouts(world.now()))
        .map(said)
        .filter((d) => d?.payout.payoutId === id)
        .map((d) => d!.payout.status);
    expect(await mine()).toEqual([]);
    world.pass(SANDBOX_PAYOUT_IN_TRANSIT_MS);
    expect(await mine()).toEqual(['in_transit']);
    world.pass(SANDBOX_PAYOUT_PAID_MS - SANDBOX_PAYOUT_IN_TRANSIT_MS);
    expect(await mine()).toEqual(['paid']);
    expect(await mine()).toEqual([]);
  });

  it('a failed payout gives its money back, once', async () => {
    const accountId = await fundedAccount(2_000);
    const { payoutId: id } = await payout(accountId, 2_000, 'key-f');
    expect(await available(accountId)).toBe(0);
    expect(said(await world.payouts.failPayout(id))?.payout.status).toBe('failed');
    expect(await available(accountId)).toBe(2_000);
    expect(await world.payouts.failPayout(id)).toBeNull();
    expect(await available(accountId)).toBe(2_000);
  });
});
