/**
 * The organization cache's keys. mf-social shows organizations; mf-host's "invite an organization
 * to this event" refreshes them. Both read the keys from here, so the caches meet.
 */
export type OrganizationPeopleList = 'members' | 'pending' | 'invitations';

export const organizationKeys = {
  all: ['organizations'] as const,
  one: (viewerUid: string, organizationId: string) =>
    [...organizationKeys.all, 'one', viewerUid, organizationId] as const,
  people: (viewerUid: string, organizationId: string, list: OrganizationPeopleList) =>
    [...organizationKeys.all, 'people', viewerUid, organizationId, list] as const,
  events: (viewerUid: string, organizationId: string) =>
    [...organizationKeys.all, 'events', viewerUid, organizationId] as const,
  mine: (viewerUid: string) => [...organizationKeys.all, 'mine', viewerUid] as const,
};
