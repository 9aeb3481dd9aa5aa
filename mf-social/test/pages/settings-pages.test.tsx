import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { GENERIC_ERROR_MESSAGE } from 'shared-ui';
import DeleteAccountPage from '../../src/pages/delete-account-page';
import SettingsPage from '../../src/pages/settings-page';
import { fakeApi, renderPage } from 'platform/testing';
import { me } from './fixtures';

afterEach(() => configureApi());

const location = () => screen.getByTestId('location').textContent;

describe('SettingsPage', () => {
  it('links to the account screens, the wallet and payout set-up, the policies, sign out and delete', () => {
    fakeApi({});
    renderPage(<SettingsPage />, {
      path: '/app/user/settings',
      at: '/app/user/settings',
      user: me,
    });
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Edit profile')).toBe('/app/user/edit');
    expect(href('Receipts')).toBe('/app/user/receipts');
    expect(href(/Campus/)).toBe('/app/user/campus');
    expect(href('Wallet')).toBe('/app/host/wallet');
    expect(href('Payout set-up')).toBe('/app/host/stripe-connect');
    expect(href('Terms of service')).toBe('/tos');
    expect(href('Privacy policy')).toBe('/privacy-policy');
    expect(href('Refund policy')).toBe('/refund-policy');
    expect(href('Sign out')).toBe('/signout');
    expect(href('Delete account')).toBe('/app/user/settings/delete');
  });

  const at = { path: '/app/user/settings', at: '/app/user/settings', user: me };
  const allOn = { friends: true, events: true, messages: true };

  it('lists saved cards and removes one only after a confirmation', async () => {
    let cards = [
      { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      { id: 'pm_2', brand: 'mastercard', last4: '4444', expMonth: 4, expYear: 2040 },
    ];
    const calls = fakeApi({
      'GET /checkout/payment-methods': () => ({ data: { paymentMethods: cards } }),
      'DELETE /checkout/payment-methods/pm_2': () => {
        cards = cards.filter((c) => c.id !== 'pm_2');
        return { data: { removed: true } };
      },
    });
    renderPage(<SettingsPage />, at);
    const list = await screen.findByRole('list', { name: 'Your saved cards' });
    expect(list.textContent).toContain('Visa ending 4242');
    expect(list.textContent).toContain('Expires 04/40');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending 4444' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Mastercard ending 4444?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending 4444' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove card' }),
    );
    await waitFor(() => expect(screen.queryByText('Mastercard ending 4444')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/v2/checkout/payment-methods/pm_2',
    ]);
    expect(screen.getByText('Visa ending 4242')).toBeTruthy();
  });

  it('says when there is no saved card, and offers to add one', async () => {
    fakeApi({ 'GET /checkout/payment-methods': { data: { paymentMethods: [] } } });
    renderPage(<SettingsPage />, at);
    expect(await screen.findByText(/No saved cards/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a card' })).toBeTruthy();
  });

  it('shows a switch per notification topic and saves a flip at once', async () => {
    const calls = fakeApi({
      'GET /users/notifications/preferences': { data: { preferences: allOn } },
      'PATCH /users/notifications/preferences': (call) => ({
        data: { preferences: { ...allOn, ...(call.body as object) } },
      }),
    });
    renderPage(<SettingsPage />, at);
    const friends = (await screen.findByRole('switch', {
      name: /Friend requests/,
    })) as HTMLInputElement;
    expect(friends.checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: /Event updates/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('switch', { name: /Text messages/ }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(friends);
    await waitFor(() => expect(friends.checked).toBe(false));
    await waitFor(() => expect(friends.disabled).toBe(false));
    expect(friends.checked).toBe(false);
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ friends: false });
  });

  it('puts a switch back and says so in words when saving fails', async () => {
    fakeApi({
      'GET /users/notifications/preferences': { data: { preferences: allOn } },
      'PATCH /users/notifications/preferences': {
        status: 400,
        error: { code: 'invalid_request', message: 'nope' },
      },
    });
    renderPage(<SettingsPage />, at);
    const events = (await screen.findByRole('switch', {
      name: /Event updates/,
    })) as HTMLInputElement;
    fireEvent.click(events);
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeTruthy();
    await waitFor(() => expect(events.checked).toBe(true));
  });

  it('explains a failure to load the switches, with a retry', async () => {
    fakeApi({
      'GET /users/notifications/preferences': {
        status: 400,
        error: { code: 'invalid_request', message: 'nope' },
      },
      'GET /checkout/payment-methods': { data: { paymentMethods: [] } },
    });
    renderPage(<SettingsPage />, at);
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your notification settings" }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('DeleteAccountPage', () => {
  const at = { path: '/app/user/settings/delete', at: '/app/user/settings/delete', user: me };
  const confirmBox = () => screen.getByLabelText('Type DELETE to confirm');
  const deleteButton = () =>
    screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;

  it('deletes only after DELETE is typed, then signs out (which lands on the feed)', async () => {
    const calls = fakeApi({ 'DELETE /users/': { data: { deleted: true } } });
    renderPage(<DeleteAccountPage />, at);
    expect(screen.getByText(/can't be undone/)).toBeTruthy();
    expect(deleteButton().disabled).toBe(true);
    fireEvent.change(confirmBox(), { target: { value: 'delete' } });
    expect(deleteButton().disabled).toBe(true);
    fireEvent.change(confirmBox(), { target: { value: 'DELETE' } });
    expect(deleteButton().disabled).toBe(false);
    fireEvent.click(deleteButton());
    await waitFor(() => expect(location()).toBe('/signout'));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /v2/users/']);
  });

  it("shows the API's reason when it refuses, and stays", async () => {
    fakeApi({
      'DELETE /users/': {
        status: 409,
        error: {
          code: 'conflict',
          message: 'You host an upcoming event people have paid for. Cancel it first.',
        },
      },
    });
    renderPage(<DeleteAccountPage />, at);
    fireEvent.change(confirmBox(), { target: { value: 'DELETE' } });
    fireEvent.click(deleteButton());
    expect(
      await screen.findByText('You host an upcoming event people have paid for. Cancel it first.'),
    ).toBeTruthy();
    expect(location()).toBe('/app/user/settings/delete');
  });

  it.each([
    [false, 'Hand Chess Club over on its dashboard', '/app/org/o1/dashboard'],
    [true, 'Delete Chess Club in its settings', '/app/org/o1/edit'],
  ])(
    'an organization owner (alone: %s) is told why and led to the organization',
    async (alone, linkName, href) => {
      fakeApi({
        'DELETE /users/': {
          status: 409,
          error: {
            code: 'conflict',
            message: 'You own Chess Club. Make another member its owner first.',
            details: {
              reason: 'owns_organization',
              organizationId: 'o1',
              organizationName: 'Chess Club',
              alone,
            },
          },
        },
      });
      renderPage(<DeleteAccountPage />, at);
      fireEvent.change(confirmBox(), { target: { value: 'DELETE' } });
      fireEvent.click(deleteButton());
      expect(
        await screen.findByText('You own Chess Club. Make another member its owner first.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: linkName }).getAttribute('href')).toBe(href);
      expect(location()).toBe('/app/user/settings/delete');
    },
  );
});
