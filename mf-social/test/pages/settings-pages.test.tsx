import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import DeleteAccountPage from '../../src/pages/delete-account-page';
import SettingsPage from '../../src/pages/settings-page';
import { fakeApi, renderPage } from 'platform/testing';
import { me } from './fixtures';

afterEach(() => configureApi());

const location = () => screen.getByTestId('location').textContent;

describe('SettingsPage', () => {
  it('links to the account screens, the policies, sign out and delete', () => {
    fakeApi({});
    renderPage(<SettingsPage />, {
      path: '/app/user/settings',
      at: '/app/user/settings',
      user: me,
    });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Edit profile')).toBe('/app/user/edit');
    expect(href('Receipts')).toBe('/app/user/receipts');
    expect(href(/Campus/)).toBe('/app/user/campus');
    expect(href('Terms of service')).toBe('/tos');
    expect(href('Privacy policy')).toBe('/privacy-policy');
    expect(href('Refund policy')).toBe('/refund-policy');
    expect(href('Sign out')).toBe('/signout');
    expect(href('Delete account')).toBe('/app/user/settings/delete');
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
});
