import { describe, expect, it } from 'vitest';
import type { ConnectAccount } from 'contract';
import { accountHeadline, requirementWords } from './account-state';

const account = (overrides: Partial<ConnectAccount>): ConnectAccount => ({
  state: 'none',
  detailsSubmitted: false,
  chargesEnabled: false,
  payoutsEnabled: false,
  requirementsDue: [],
  currency: null,
  canSellPaidTickets: false,
  ...overrides,
});

describe('the payout account in words', () => {
  it('names what is still due, known items in plain words and others readable', () => {
    expect(requirementWords(['external_account', 'individual.id_number'])).toEqual([
      'a bank account for payouts',
      'individual id number',
    ]);
  });

  it('says where onboarding stands for each state', () => {
    expect(accountHeadline(account({ state: 'none' }))).toMatch(/^Set up payouts/);
    expect(accountHeadline(account({ state: 'onboarding' }))).toMatch(/didn’t finish/);
    expect(accountHeadline(account({ state: 'restricted' }))).toMatch(/more details/);
    expect(accountHeadline(account({ state: 'enabled' }))).toMatch(/Payouts are set up/);
  });
});
