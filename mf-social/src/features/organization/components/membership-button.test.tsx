import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from 'shared-api';
import type { Organization, OrganizationState } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import { sampleOrganization } from 'shared-api/testing';
import { me } from '../../../../test/pages/fixtures';
import { MembershipButton, ORGANIZATION_PAUSE_MS } from './membership-button';

afterEach(() => {
  configureApi();
  // Spies first: the pause test's spy wraps the fake setTimeout, which must not come back.
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const org = (overrides: Partial<Organization> = {}): Organization => sampleOrganization(overrides);
const state = (organization: Organization): { data: OrganizationState } => ({
  data: { organization, userOrganizationMapping: null },
});
const show = (organization: Organization) =>
  renderPage(<MembershipButton organization={organization} />, {
    path: '/app/org/:orgId',
    at: '/app/org/o1',
    user: me,
  });

describe('MembershipButton', () => {
  it('joins with Join when access is open', async () => {
    const calls = fakeApi({
      'POST /organizations/requests/in': state(org({ currentPrivilege: 'member' })),
    });
    show(org({ settings: { access: 'open' } }));
    const join = await screen.findByRole('button', { name: 'Join Chess Club' });
    expect(join.textContent).toBe('Join');
    fireEvent.click(join);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ organizationId: 'o1' });
  });

  it('asks with "Request to join" when access is by request', async () => {
    const calls = fakeApi({
      'POST /organizations/requests/in': state(org({ currentPrivilege: 'pending' })),
    });
    show(org({ settings: { access: 'request' } }));
    const ask = await screen.findByRole('button', { name: 'Request to join Chess Club' });
    expect(ask.textContent).toBe('Request to join');
    expect(screen.queryByRole('button', { name: 'Join Chess Club' })).toBeNull();
    fireEvent.click(ask);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ organizationId: 'o1' }),
    );
  });

  it('shows Closed, not pressable, when access is closed', async () => {
    show(org({ settings: { access: 'closed' } }));
    const closed = await screen.findByRole('button', { name: /closed/ });
    expect(closed.textContent).toBe('Closed');
    expect((closed as HTMLButtonElement).disabled).toBe(true);
  });

  it('accepts a waiting invitation', async () => {
    const calls = fakeApi({
      'PATCH /organizations/invitations/accept': state(org({ currentPrivilege: 'member' })),
    });
    show(org({ invitedPrivilege: 'member' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Accept invitation to join Chess Club' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.url).toBe(
        '/v2/organizations/invitations/accept',
      ),
    );
  });

  it('declines a waiting invitation with Decline beside Accept, once confirmed', async () => {
    const calls = fakeApi({
      'DELETE /organizations/invitations/': { data: { member: null } },
      'GET /organizations/': state(org()),
    });
    show(org({ invitedPrivilege: 'member' }));
    expect(
      await screen.findByRole('button', { name: 'Accept invitation to join Chess Club' }),
    ).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Decline the invitation to join Chess Club' }),
    );
    // Nothing is sent yet: the question takes the buttons' place, with Cancel focused.
    const question = screen.getByRole('group', {
      name: 'Decline the invitation to join Chess Club?',
    });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Decline' }));
    // The caller's own id names whose invitation goes; the new standing is read after it.
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'DELETE /v2/organizations/invitations/?organizationId=o1&userId=u2',
        'GET /v2/organizations/?organizationId=o1',
      ]),
    );
  });

  it('keeps the invitation when the decline is cancelled', async () => {
    const calls = fakeApi({});
    show(org({ invitedPrivilege: 'member' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Decline the invitation to join Chess Club' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.getByRole('button', { name: 'Accept invitation to join Chess Club' }),
    ).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('cancels the request from Requested', async () => {
    const calls = fakeApi({
      'PATCH /organizations/requests/in/cancel': state(org()),
    });
    show(org({ currentPrivilege: 'pending' }));
    fireEvent.click(await screen.findByRole('button', { name: /Requested/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ organizationId: 'o1' }),
    );
  });

  it('stays busy while the call runs and for the pause after its answer, not a moment longer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeApi({
      'PATCH /organizations/requests/in/cancel': async () => {
        await held;
        return state(org());
      },
    });
    show(org({ currentPrivilege: 'pending' }));
    const requested = await screen.findByRole('button', { name: /Requested/ });
    // Only timers are faked: the clock moves when the test says, while promises settle as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const busy = () => requested.getAttribute('aria-busy') === 'true';
    fireEvent.click(requested);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(busy()).toBe(true);

    // The answer arrives with the clock standing still: the pause starts now.
    release();
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(timeouts.mock.calls.some(([, ms]) => ms === ORGANIZATION_PAUSE_MS)).toBe(true);
    });
    await act(() => vi.advanceTimersByTimeAsync(ORGANIZATION_PAUSE_MS - 1));
    expect(busy()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2));
    expect(busy()).toBe(false);
  });

  it('shows the level; a press offers Leave and Cancel; Leave leaves', async () => {
    const calls = fakeApi({ 'DELETE /organizations/leave': state(org()) });
    show(org({ currentPrivilege: 'admin' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Admin of Chess Club; press to leave' }),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: /press to leave/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
        '/v2/organizations/leave?organizationId=o1',
      ),
    );
  });

  it('explains to an owner, at once and without asking the API, how to leave instead of offering Leave', async () => {
    const calls = fakeApi({});
    show(org({ currentPrivilege: 'owner' }));
    const owner = await screen.findByRole('button', {
      name: 'Owner of Chess Club; press to see how to leave',
    });
    expect(owner.textContent).toBe('Owner');
    expect(owner.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(owner);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    const note = screen.getByText(/^Owners cannot leave: hand the organization over first/);
    expect(owner.getAttribute('aria-expanded')).toBe('true');
    expect(owner.getAttribute('aria-controls')).toBe(note.id);
    expect(within(note).getByRole('link', { name: 'the dashboard' }).getAttribute('href')).toBe(
      '/app/org/o1/dashboard',
    );
    expect(calls).toEqual([]);
    // A second press hides it again.
    fireEvent.click(owner);
    expect(screen.queryByText(/Owners cannot leave/)).toBeNull();
    expect(owner.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the question when Leave is refused, shows why, logs it and gives focus back', async () => {
    fakeApi({
      'DELETE /organizations/leave': {
        status: 409,
        error: {
          code: 'conflict',
          message: 'Owners cannot leave: hand the organization over first',
        },
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The page still thinks they are an admin; the API knows they own it now.
    show(org({ currentPrivilege: 'admin' }));
    fireEvent.click(await screen.findByRole('button', { name: /Admin of Chess Club/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Owners cannot leave: hand the organization over first',
    );
    expect(screen.queryByRole('group', { name: 'Leave Chess Club?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const level = screen.getByRole('button', { name: 'Admin of Chess Club; press to leave' });
    expect(document.activeElement).toBe(level);
    // SPEC section 8: the failure is logged too, with the action and the API's reason.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('Organization action "leave" failed for o1:');
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/Owners cannot leave/);
    // Asking again starts clean.
    fireEvent.click(level);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('group', { name: 'Leave Chess Club?' })).toBeTruthy();
  });
});
