import { blastText } from 'contract/values';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { TextBlastHistory } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import DashboardPage from '../../src/pages/dashboard-page';
import { dashboard, me } from './fixtures';

afterEach(() => configureApi());

const at = (modal = '') => ({
  path: '/app/host/:eventId/dashboard/:modal?',
  at: `/app/host/e1/dashboard${modal ? `/${modal}` : ''}`,
  user: me,
});

const history = (overrides: Partial<TextBlastHistory> = {}): TextBlastHistory => ({
  blasts: [],
  audience: { going: 3, checked_in: 1, cancelled: 0, refunded: 0 },
  remainingThisHour: 3,
  ...overrides,
});

const sentBlast = {
  id: 'b1',
  message: 'Doors open at 8',
  statuses: ['going'],
  sentBy: { id: 'u1', username: 'hana', name: 'Hana Host', profileImage: null },
  createdAt: 1_800_000_000,
  counts: { recipients: 3, sent: 2, queued: 0, optedOut: 1, failed: 0 },
};

describe('DashboardPage by level', () => {
  it('hides what a viewer cannot use', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': {
        data: dashboard({
          access: { level: 'viewer', permissions: ['view_dashboard', 'view_guests'] },
        }),
      },
    });
    renderPage(<DashboardPage />, at());
    expect(await screen.findByRole('link', { name: 'Co-hosts' })).toBeTruthy();
    expect(screen.getByText(/you are a viewer/)).toBeTruthy();
    for (const name of ['Text blast', 'Edit event', 'Invite an organization']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('does not open the text blast modal for a level without text_blast', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': {
        data: dashboard({
          access: { level: 'door', permissions: ['view_dashboard', 'view_guests', 'scan'] },
        }),
      },
    });
    renderPage(<DashboardPage />, at('text-blast'));
    expect(await screen.findByRole('button', { name: 'Copy share link' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Text blast' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the text blast modal', () => {
  it('counts characters while typing, confirms, sends, and shows what happened', async () => {
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/hosts/text-blasts': { data: history() },
      'POST /events/hosts/text-blast': { status: 201, data: { blast: sentBlast } },
    });
    renderPage(<DashboardPage />, at('text-blast'));
    const dialog = await screen.findByRole('dialog', { name: 'Text blast' });
    const message = await within(dialog).findByLabelText('Message');
    expect(within(dialog).getByText('0 / 320 characters')).toBeTruthy();
    fireEvent.change(message, { target: { value: 'Doors open at 8' } });
    expect(within(dialog).getByText('15 / 320 characters')).toBeTruthy();
    // The exact text guests receive, previewed while writing and again before sending.
    const exact = blastText({ eventName: '', hostName: '', message: 'Doors open at 8' });
    expect(exact.endsWith('Doors open at 8\n\nReply STOP to opt out')).toBe(true);
    expect(dialog.querySelector('.blast-preview blockquote')?.textContent).toBe(exact);
    fireEvent.change(message, { target: { value: 'Doors open at 8\u202E' } });
    expect(dialog.querySelector('.blast-preview blockquote')?.textContent).toBe(exact);
    fireEvent.change(message, { target: { value: 'Doors open at 8' } });
    expect(within(dialog).getByRole('checkbox', { name: /Going/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByText('No text blasts yet.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Send this text to 3 people (Going)?')).toBeTruthy();
    expect(within(dialog).getByLabelText('The text guests receive').textContent).toBe(exact);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send text blast' }));

    expect(await within(dialog).findByText('Text blast sent: 2 sent · 1 opted out.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/v2/events/hosts/text-blast');
    expect(post?.body).toEqual({ eventId: 'e1', message: 'Doors open at 8', statuses: ['going'] });
    // Back on the write step, with an empty message for the next blast.
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('says so when the hourly limit is used up, and lists the blasts sent', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/hosts/text-blasts': {
        data: history({ remainingThisHour: 0, blasts: [sentBlast as never] }),
      },
    });
    renderPage(<DashboardPage />, at('text-blast'));
    const dialog = await screen.findByRole('dialog', { name: 'Text blast' });
    expect(await within(dialog).findByText(/sent its text blasts for this hour/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hi' } });
    expect(within(dialog).getByRole('button', { name: 'Review' })).toHaveProperty('disabled', true);
    const sent = within(dialog).getByRole('list', { name: 'Sent text blasts' });
    expect(within(sent).getByText('Doors open at 8')).toBeTruthy();
  });
});

describe('the co-hosts modal', () => {
  it("changes a co-host's level", async () => {
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/organizers': {
        data: {
          organizers: [
            {
              role: 'host',
              user: { id: 'u1', username: 'hana', name: 'Hana Host', profileImage: null },
            },
            {
              role: 'cohost',
              privilege: 'cohost',
              user: { id: 'u2', username: 'dee', name: 'Dee Door', profileImage: null },
            },
          ],
        },
      },
      'POST /events/invitations/': {
        status: 201,
        data: {
          invitation: { eventId: 'e1', userId: 'u2', status: 'accepted', privilege: 'door' },
        },
      },
    });
    renderPage(<DashboardPage />, at('cohosts'));
    const dialog = await screen.findByRole('dialog', { name: 'Co-hosts' });
    const level = await within(dialog).findByLabelText('Level for Dee Door');
    fireEvent.change(level, { target: { value: 'door' } });
    expect(await within(dialog).findByText('Dee Door is now door staff.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ eventId: 'e1', userId: 'u2', privilege: 'door' });
  });

  const person = (id: string, name: string) => ({ id, username: id, name, profileImage: null });
  const organizers = (...cohosts: { id: string; name: string; privilege: string }[]) => ({
    data: {
      organizers: [
        { role: 'host', user: person('u1', 'Hana Host') },
        ...cohosts.map((c) => ({
          role: 'cohost',
          privilege: c.privilege,
          user: person(c.id, c.name),
        })),
      ],
    },
  });

  it('lists pending invitations and withdraws one only after a confirmation', async () => {
    let pending = [{ user: person('u3', 'Ivy Invited'), privilege: 'door', invitedAt: 'x' }];
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/organizers': organizers(),
      'GET /events/invitations/': () => ({ data: { invitations: pending } }),
      'DELETE /events/invitations/': () => {
        pending = [];
        return { data: { withdrawn: true } };
      },
    });
    renderPage(<DashboardPage />, at('cohosts'));
    const dialog = await screen.findByRole('dialog', { name: 'Co-hosts' });
    const list = await within(dialog).findByRole('list', {
      name: 'Invitations waiting for an answer',
    });
    expect(within(list).getByText('Ivy Invited')).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', { name: "Withdraw Ivy Invited's invitation" }),
    );
    expect(within(dialog).getByText(/They can no longer accept it/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the invitation' }));
    fireEvent.click(
      await within(dialog).findByRole('button', { name: "Withdraw Ivy Invited's invitation" }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    expect(await within(dialog).findByText("Ivy Invited's invitation is withdrawn.")).toBeTruthy();
    expect(await within(dialog).findByText('No invitations waiting for an answer.')).toBeTruthy();
    const del = calls.filter((c) => c.method === 'DELETE');
    expect(del.map((c) => c.url)).toEqual(['/v2/events/invitations/?eventId=e1&userId=u3']);
  });

  it('searches people and invites one at the chosen level; the team is marked', async () => {
    const calls = fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/organizers': organizers({ id: 'u2', name: 'Dee Door', privilege: 'door' }),
      'GET /events/invitations/': { data: { invitations: [] } },
      'GET /search': {
        data: {
          events: [],
          organizations: [],
          users: [person('u2', 'Dee Door'), person('u4', 'Dee Newcomer')],
          pagination: { continuationToken: null, hasMoreItems: false },
        },
      },
      'POST /events/invitations/': {
        status: 201,
        data: {
          invitation: { eventId: 'e1', userId: 'u4', status: 'pending', privilege: 'viewer' },
        },
      },
    });
    renderPage(<DashboardPage />, at('cohosts'));
    const dialog = await screen.findByRole('dialog', { name: 'Co-hosts' });
    expect(await within(dialog).findByText(/Your friends come first/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Level'), { target: { value: 'viewer' } });
    fireEvent.change(within(dialog).getByLabelText('Search people'), { target: { value: 'Dee' } });
    const people = await within(dialog).findByRole('list', { name: 'People' });
    expect(within(people).getByText('Already on the team')).toBeTruthy();
    fireEvent.click(within(people).getByRole('button', { name: 'Invite Dee Newcomer as Viewer' }));
    expect(await within(dialog).findByText(/Dee Newcomer is invited as a viewer/)).toBeTruthy();
    const search = calls.find((c) => c.url.startsWith('/v2/search'));
    // Signed in, the search ranks the caller's friends first.
    expect(search?.url).toContain('priority=true');
    expect(search?.url).toContain('type=user');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ eventId: 'e1', userId: 'u4', privilege: 'viewer' });
  });

  it('lets a co-host step down after a confirmation, then leaves for the event page', async () => {
    const calls = fakeApi({
      'GET /events/hosts/dashboard': {
        data: dashboard({
          access: { level: 'viewer', permissions: ['view_dashboard', 'view_guests'] },
        }),
      },
      'GET /events/organizers': organizers({ id: 'u1b', name: 'Me Viewer', privilege: 'viewer' }),
      'DELETE /events/invitations/mine': { data: { steppedDown: true } },
    });
    renderPage(<DashboardPage />, { ...at('cohosts'), user: { ...me, id: 'u1b' } });
    const dialog = await screen.findByRole('dialog', { name: 'Co-hosts' });
    expect(await within(dialog).findByText('Me Viewer (you)')).toBeTruthy();
    // A viewer does not manage co-hosts: no invitations, no search.
    expect(within(dialog).queryByLabelText('Search people')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/v2/events/invitations/?'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Step down as co-host' }));
    expect(within(dialog).getByText(/Step down as a viewer\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Step down' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/app/event/e1'));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      '/v2/events/invitations/mine?eventId=e1',
    );
  });

  it('says in plain words when the invitations cannot be loaded', async () => {
    fakeApi({
      'GET /events/hosts/dashboard': { data: dashboard() },
      'GET /events/organizers': organizers(),
      'GET /events/invitations/': {
        status: 403,
        error: {
          code: 'forbidden',
          message: 'Only the organizers of this event can invite co-hosts',
        },
      },
    });
    renderPage(<DashboardPage />, at('cohosts'));
    const dialog = await screen.findByRole('dialog', { name: 'Co-hosts' });
    expect(
      await within(dialog).findByText(/Could not load the invitations: Only the organizers/),
    ).toBeTruthy();
  });
});
