// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import { sampleUser } from 'shared-api/testing';
import type { AffiliateLink } from 'contract';
import { fakeApi, providersWith } from 'platform/testing';
import { AffiliateLinkItem } from './affiliate-link-item';

afterEach(() => configureApi());

const link: AffiliateLink = {
  id: 'l1',
  eventId: 'e1',
  code: 'DJ-ANA',
  label: 'Ana',
  active: true,
  path: '/app/event/e1?ref=DJ-ANA',
  createdAt: 1,
  sales: { orders: 0, tickets: 0, salesCents: 0 },
};

function renderItem(item: AffiliateLink) {
  const Providers = providersWith(createStaticSession({ token: 'tok', user: sampleUser() }));
  render(
    <Providers>
      <ul>
        <AffiliateLinkItem eventId="e1" link={item} currency="usd" />
      </ul>
    </Providers>,
  );
}

describe('AffiliateLinkItem', () => {
  it('deletes a link only once the confirmation is answered, and says why it could not', async () => {
    let refuse = true;
    const calls = fakeApi({
      'DELETE /events/affiliate/': () =>
        refuse
          ? { status: 409, error: { code: 'conflict', message: 'This link has sales now.' } }
          : { data: { deleted: true } },
    });
    renderItem(link);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the link DJ-ANA?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/has sales now/);

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await screen.findByText('DJ-ANA deleted');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/v2/events/affiliate/?linkId=l1',
      '/v2/events/affiliate/?linkId=l1',
    ]);
  });

  it('offers no delete once the link has sold something', () => {
    fakeApi({});
    renderItem({ ...link, sales: { orders: 1, tickets: 2, salesCents: 4000 } });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByText(/1 order · 2 tickets/)).toBeTruthy();
  });
});
