import type { OrganizationPrivilege } from 'contract';

/** A standing in an organization, in the words every organization screen shows. */
export const LEVEL_NAMES: Record<OrganizationPrivilege, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  pending: 'Requested',
};
