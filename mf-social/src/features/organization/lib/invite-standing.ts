import type { OrganizationMember } from 'contract';
import { LEVEL_NAMES } from './level-names';

/**
 * What the dashboard's invite search shows for someone it found instead of an Invite button: their
 * level when they are a member already, "Invited" while an invitation waits for them; null when
 * they can be invited (someone who asked to join can: the API then accepts them).
 */
export function inviteStanding(
  userId: string,
  members: readonly OrganizationMember[],
  invitations: readonly OrganizationMember[],
): string | null {
  const member = members.find((m) => m.user.id === userId);
  if (member?.privilege && member.privilege !== 'pending') return LEVEL_NAMES[member.privilege];
  const invited = invitations.find((m) => m.user.id === userId);
  if (invited) return invited.invitedPrivilege === 'admin' ? 'Invited as admin' : 'Invited';
  return null;
}
