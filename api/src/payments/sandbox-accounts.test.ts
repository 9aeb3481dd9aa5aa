import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxRefusal } from './sandbox-deliveries';
import { SANDBOX_ONBOARDING_PATH } from './sandbox-accounts';
import { openSandboxWorld, said, type SandboxWorld } from '../../test/sandbox-world';

let world: SandboxWorld;
beforeAll(async () => {
  world = await openSandboxWorld();
});
afterAll(() => world?.database.close());

async function accountWithLink() {
  const { accountId } = await world.accounts.createConnectedAccount({
    userId: 'user-1',
    currency: 'usd',
  });
  const link = await world.accounts.createOnboardingLink({
    accountId,
    refreshUrl: '/refresh',
    returnUrl: '/return',
  });
  return { accountId, linkId: link.url.slice(`${SANDBOX_ONBOARDING_PATH}/`.length), link };
}

describe('sandbox accounts', () => {
  it('starts an account with its requirements due and nothing enabled', async () => {
    const { accountId, link } = await accountWithLink();
    expect(link.url.startsWith(`${SANDBOX_ONBOARDING_PATH}/acctlink_sbx_`)).toBe(true);
    expect(await world.accounts.getAccount(accountId)).toMatchObject({
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });
  });

  it('finishing onboarding enables the account, says so, and uses the link up', async () => {
    const { accountId, linkId } = await accountWithLink();
    expect((await world.accounts.findLink(linkId))?.usable).toBe(true);
    const done = await world.accounts.completeOnboarding(linkId, 'finish');
    expect(done?.redirect).toBe('/return');
    expect(said(done!.delivery)).toMatchObject({
      type: 'account.updated',
      account: { payoutsEnabled: true, chargesEnabled: true },
    });
    expect((await world.accounts.getAccount(accountId)).payoutsEnabled).toBe(true);
    expect((await world.accounts.findLink(linkId))?.usable).toBe(false);
    const again = await world.accounts.completeOnboarding(linkId, 'finish');
    expect(again).toEqual({ redirect: '/refresh', delivery: null });
  });

  it('leaving early returns to the app with details still due', async () => {
    const { accountId, linkId } = await accountWithLink();
    const left = await world.accounts.completeOnboarding(linkId, 'leave');
    expect(left?.redirect).toBe('/return');
    expect((await world.accounts.getAccount(accountId)).payoutsEnabled).toBe(false);
  });

  it('an expired link goes to the refresh URL and cannot be used after', async () => {
    const { linkId } = await accountWithLink();
    expect(await world.accounts.completeOnboarding(linkId, 'expire')).toEqual({
      redirect: '/refresh',
      delivery: null,
    });
    expect((await world.accounts.completeOnboarding(linkId, 'finish'))?.delivery).toBeNull();
  });

  it('refuses a link for an account it does not have, and knows no unknown link', async () => {
    await expect(
      world.accounts.createOnboardingLink({
        accountId: 'acct_none',
        refreshUrl: '/',
        returnUrl: '/',
      }),
    ).rejects.toBeInstanceOf(SandboxRefusal);
    expect(await world.accounts.findLink('acctlink_none')).toBeNull();
    expect(await world.accounts.completeOnboarding('acctlink_none', 'finish')).toBeNull();
  });
});
