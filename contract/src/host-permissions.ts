/**
 * Who may do what with an event: its host, and each co-host level. Written once, here, with no
 * TypeBox: the API enforces it (`assertHostPermission`) and the browser reads it to hide what a
 * level cannot use. Deleting the event is not in the table: it stays the host's alone.
 */
import { HOST_PERMISSIONS, type CohostPrivilege, type HostPermission } from './enums';

/** The host, or an accepted co-host at one of the co-host levels. */
export type HostLevel = 'host' | CohostPrivilege;

export const HOST_PERMISSION_TABLE: Readonly<Record<HostLevel, readonly HostPermission[]>> = {
  host: HOST_PERMISSIONS,
  /**
   * Everything the host does with the event, inviting and re-levelling co-hosts included, and the
   * money privilege (`view_insights`: revenue, analytics, affiliate links).
   */
  cohost: HOST_PERMISSIONS,
  /** Door staff: scan passes, and read the guest list and the counts the door needs. */
  door: ['view_dashboard', 'view_guests', 'scan'],
  /** Read-only: the dashboard and the guest list. */
  viewer: ['view_dashboard', 'view_guests'],
};

/** The level a new co-host gets when the invitation names none (and rows made before levels). */
export const DEFAULT_COHOST_PRIVILEGE: CohostPrivilege = 'cohost';

export function levelAllows(level: HostLevel, permission: HostPermission): boolean {
  return HOST_PERMISSION_TABLE[level].includes(permission);
}

export function permissionsOf(level: HostLevel): HostPermission[] {
  return [...HOST_PERMISSION_TABLE[level]];
}

/**
 * Who sees each guest's pass token and phone number on the guest list: the host, and door staff
 * (who reach guests at the door). A `viewer` or `cohost` gets the door code only (as the offline kit
 * does), which is enough to check a guest in by hand: a copied token is a ticket.
 */
export const GUEST_SECRET_LEVELS: readonly HostLevel[] = ['host', 'door'];

export function levelSeesGuestSecrets(level: HostLevel): boolean {
  return GUEST_SECRET_LEVELS.includes(level);
}

/** The 403 an accepted co-host gets when their level lacks the permission. */
export const HOST_PERMISSION_REFUSALS: Readonly<Record<HostPermission, string>> = {
  view_dashboard: 'Your co-host level cannot see the dashboard',
  view_guests: 'Your co-host level cannot see the guest list',
  manage_guests: 'Your co-host level cannot approve, deny or remove guests',
  scan: 'Your co-host level cannot scan passes',
  text_blast: 'Your co-host level cannot send text blasts',
  edit_event: 'Your co-host level cannot edit the event',
  manage_cohosts: 'Your co-host level cannot invite co-hosts or change their levels',
  view_insights: 'Your co-host level cannot see revenue, analytics or affiliate links',
};
