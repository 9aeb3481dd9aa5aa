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
    expect(within(dialog).getByRole('checkbox', { name: /Going/ })).toHaveProperty('checked', true);
    expect(within(dialog).getByText('No text blasts yet.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Send this text to 3 people (Going)?')).toBeTruthy();
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
});
