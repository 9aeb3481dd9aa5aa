import { MONEY_LIMITS } from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostShareCents } from './host-share';
import { SandboxRefusal } from './sandbox-deliveries';
import { DAY_MS } from './sandbox-records';
import {
  onboardedAccount,
  openSandboxWorld,
  paidSession,
  said,
  type SandboxWorld,
} from '../../test/sandbox-world';

let world: SandboxWorld;
beforeAll(async () => {
  world = await openSandboxWorld();
});
afterAll(() => world?.database.close());

async function openedDispute() {
  const accountId = await onboardedAccount(world);
  const { paymentReference } = await paidSession(world, accountId, 10_000, 1_000);
  const opened = await world.disputes.openDispute(paymentReference, 'fraudulent');
  return { accountId, ...opened };
}

const balanceOf = async (accountId: string) =>
  (await world.ledger.balance(accountId)).available.find((b) => b.currency === 'usd')
    ?.amountCents ?? 0;

const evidence = (disputeId: string) =>
  world.disputes.submitDisputeEvidence({ disputeId, text: 'They came', files: [] });

describe('sandbox disputes', () => {
  it('opens a dispute on a destination charge for the whole payment, needing a response', async () => {
    const { delivery } = await openedDispute();
    expect(said(delivery)).toMatchObject({
      type: 'dispute.updated',
      dispute: { status: 'needs_response', amountCents: 10_000 },
    });
    await expect(world.disputes.openDispute('pi_none', 'fraudulent')).rejects.toBeInstanceOf(
      SandboxRefusal,
    );
  });

  it('takes evidence once, then the issuer decides; a lost one debits share and fee', async () => {
    const { accountId, disputeId } = await openedDispute();
    expect((await evidence(disputeId)).status).toBe('under_review');
    await expect(evidence(disputeId)).rejects.toThrow('already submitted');
    expect(said(await world.disputes.resolveDispute(disputeId, 'lost'))?.dispute.status).toBe(
      'lost',
    );
    expect(await balanceOf(accountId)).toBe(
      -(hostShareCents(10_000, 1_000) + MONEY_LIMITS.disputeFeeCents),
    );
    expect(await world.disputes.resolveDispute(disputeId, 'won')).toBeNull();
  });

  it('a won dispute costs nothing', async () => {
    const { accountId, disputeId } = await openedDispute();
    await evidence(disputeId);
    expect(said(await world.disputes.resolveDispute(disputeId, 'won'))?.dispute.status).toBe('won');
    expect(await balanceOf(accountId)).toBe(0);
  });

  it('one unanswered past its deadline is lost, and takes no evidence after', async () => {
    const { disputeId } = await openedDispute();
    expect(
      (await world.disputes.expireUnanswered(world.now())).filter(
        (d) => said(d)?.dispute.disputeId === disputeId,
      ),
    ).toEqual([]);
    world.pass(MONEY_LIMITS.evidenceDays * DAY_MS + 1);
    await expect(evidence(disputeId)).rejects.toThrow('deadline has passed');
    const lost = (await world.disputes.expireUnanswered(world.now()))
      .map(said)
      .filter((d) => d?.dispute.disputeId === disputeId);
    expect(lost.map((d) => d!.dispute.status)).toEqual(['lost']);
  });
});
