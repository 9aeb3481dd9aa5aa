import { describe, expect, it } from 'vitest';
import type { OrganizationMember } from 'contract';
import { other } from '../../../../test/pages/fixtures';
import { inviteStanding } from './invite-standing';

const row = (id: string, standing: Partial<OrganizationMember>): OrganizationMember => ({
  user: { ...other, id },
  privilege: null,
  invitedPrivilege: null,
  since: 1,
  ...standing,
});
const members = [row('owner', { privilege: 'owner' }), row('ann', { privilege: 'admin' })];
const invitations = [
  row('bob', { invitedPrivilege: 'member' }),
  row('cleo', { invitedPrivilege: 'admin' }),
];

describe('inviteStanding', () => {
  it('names the level of a member, and says an invitation is waiting', () => {
    expect(inviteStanding('owner', members, invitations)).toBe('Owner');
    expect(inviteStanding('ann', members, invitations)).toBe('Admin');
    expect(inviteStanding('bob', members, invitations)).toBe('Invited');
    expect(inviteStanding('cleo', members, invitations)).toBe('Invited as admin');
  });

  it('leaves everyone else to be invited', () => {
    expect(inviteStanding('dan', members, invitations)).toBeNull();
    expect(inviteStanding('eve', [row('eve', { privilege: 'pending' })], [])).toBeNull();
  });
});
