import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import type { Organization, OrganizationMember, OrganizationPrivilege } from 'contract';
import { fakeApi, renderPage } from 'platform/testing';
import { sampleOrganization } from 'shared-api/testing';
import OrganizationPage from '../../src/pages/organization-page';
import { me, other } from './fixtures';

afterEach(() => configureApi());

const members = (count: number): OrganizationMember[] =>
  Array.from({ length: count }, (_, i) => ({
    user: { ...other, id: `u${10 + i}`, displayName: `Person ${i + 1}`, username: `p${i + 1}` },
    privilege: (i === 0 ? 'owner' : 'member') as OrganizationPrivilege,
    invitedPrivilege: null,
    since: 1,
  }));

function api(organization: Partial<Organization>, memberCount = 3) {
  return fakeApi({
    'GET /organizations/': {
      data: { organization: sampleOrganization(organization), userOrganizationMapping: null },
    },
    'GET /organizations/users': { data: { members: members(memberCount) } },
    'GET /organizations/events': { data: { events: [] } },
  });
}

const show = () =>
  renderPage(<OrganizationPage />, {
    path: '/app/org/:orgId/:modal?',
    at: '/app/org/o1',
    user: me,
  });

describe('OrganizationPage', () => {
  it('offers "Request to join" when an admin must accept', async () => {
    api({ settings: { access: 'request' } });
    show();
    const ask = await screen.findByRole('button', { name: 'Request to join Chess Club' });
    expect(ask.textContent).toBe('Request to join');
    expect(screen.getByText(/Join by request/)).toBeTruthy();
  });

  it('lists five members without "See all members" when that is all of them', async () => {
    api({ currentPrivilege: 'member' }, 5);
    show();
    expect(await screen.findByText('Person 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See all members' })).toBeNull();
  });

  it('lists the first five and offers the rest when there are more', async () => {
    api({ currentPrivilege: 'member' }, 6);
    show();
    const all = await screen.findByRole('button', { name: 'See all members' });
    const section = all.closest('section') as HTMLElement;
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).queryByText('Person 6')).toBeNull();
    fireEvent.click(all);
    expect(screen.getByTestId('location').textContent).toBe('/app/org/o1/members');
  });

  it('says in a sentence how events come to show', async () => {
    api({ currentPrivilege: 'member' });
    show();
    expect(
      await screen.findByText('When a host invites this organization to an event, it shows here.'),
    ).toBeTruthy();
  });

  it("gives the owner the dashboard and edit tools, and the owner's press explains how to leave", async () => {
    const calls = api({ currentPrivilege: 'owner' });
    show();
    const owner = await screen.findByRole('button', {
      name: 'Owner of Chess Club; press to see how to leave',
    });
    const tools = screen.getByRole('link', { name: 'Dashboard' }).parentElement as HTMLElement;
    expect(within(tools).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/app/org/o1/edit',
    );
    fireEvent.click(owner);
    expect(screen.getByText(/^Owners cannot leave/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
