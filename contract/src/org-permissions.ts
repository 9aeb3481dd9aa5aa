/**
 * Who may do what in an organization, by level. Written once, here, with no TypeBox: the API
 * enforces it (`assertOrgPermission`) and the browser reads it to show only what a level can use.
 * SPEC leaves it open; this is the rule:
 * - the owner does everything, deleting the organization and handing over ownership included;
 * - admins accept and reject requests, invite and cancel invitations, remove members (not other
 *   admins, not the owner: see `canRemove`), edit the organization and list events in it
 *   (listing tells every member), their own or a member's on request;
 * - members read: the member list and the events the organization was invited to.
 */
import { ORG_PERMISSIONS, type OrgPermission, type OrganizationLevel } from './enums';

/** What the owner alone may do: an admin may do everything else. */
const OWNER_ONLY: readonly OrgPermission[] = ['manage_admins', 'transfer_ownership', 'delete'];

export const ORG_PERMISSION_TABLE: Readonly<Record<OrganizationLevel, readonly OrgPermission[]>> = {
  owner: ORG_PERMISSIONS,
  admin: ORG_PERMISSIONS.filter((permission) => !OWNER_ONLY.includes(permission)),
  member: ['view_members', 'view_events'],
};

export function orgLevelAllows(level: OrganizationLevel, permission: OrgPermission): boolean {
  return ORG_PERMISSION_TABLE[level].includes(permission);
}

export function orgPermissionsOf(level: OrganizationLevel): OrgPermission[] {
  return [...ORG_PERMISSION_TABLE[level]];
}

/** Whom a level may remove: the owner anyone but themself; an admin plain members only. */
export function canRemove(remover: OrganizationLevel, removed: OrganizationLevel): boolean {
  if (!orgLevelAllows(remover, 'remove_members') || removed === 'owner') return false;
  return remover === 'owner' || removed === 'member';
}

/** The 403 a member gets when their level lacks the permission. */
export const ORG_PERMISSION_REFUSALS: Readonly<Record<OrgPermission, string>> = {
  view_members: 'Only members can see who is in this organization',
  view_events: "Only members can see this organization's events",
  edit: 'Only admins can edit this organization',
  manage_requests: 'Only admins can answer requests to join',
  invite: 'Only admins can invite people or cancel invitations',
  remove_members: 'Only admins can remove members',
  manage_admins: 'Only the owner can make or remove admins',
  transfer_ownership: 'Only the owner can hand over the organization',
  delete: 'Only the owner can delete the organization',
  list_events: "Only this organization's admins can list events in it",
};

/** The 403 for someone who is not a member at all (no level, a request or an invitation only). */
export const ORG_OUTSIDER_REFUSAL = 'You are not a member of this organization';
