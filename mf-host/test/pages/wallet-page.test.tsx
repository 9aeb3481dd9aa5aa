import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { ConnectAccount, Wallet } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import WalletPage from '../../src/pages/wallet-page';
import { me } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/host/wallet', at: '/app/host/wallet', user: me };

const account: ConnectAccount = {
  state: 'enabled',
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  requirementsDue: [],
  currency: 'usd',
  canSellPaidTickets: true,
};

const disputed = (id: string, status: Wallet['openDisputes'][number]['status']) => ({
  id,
  amountCents: 2110,
  currency: 'usd',
  status,
  evidenceDueBy: 1_900_000_000,
});

describe('WalletPage', () => {
  it('gives an answer-by date only to the disputes that still need an answer', async () => {
    const wallet: Wallet = {
      currency: 'usd',
      availableCents: 0,
      pendingCents: 0,
      payouts: [],
      openDisputes: [disputed('d1', 'needs_response'), disputed('d2', 'under_review')],
    };
    fakeApi({
      'GET /users/connect/': { data: account },
      'GET /users/connect/balance': { data: wallet },
    });
    renderPage(<WalletPage />, at);
    const rows = (await screen.findAllByRole('link', { name: /disputed/ })).map(
      (link) => link.closest('li')?.textContent,
    );
    expect(rows).toEqual([
      expect.stringMatching(/Needs your response · answer by \w+ \d+$/),
      expect.stringMatching(/Under review$/),
    ]);
  });
});
