/** Sample records shaped as the contract's, for tests of shared-api and of its users. */
import type { Event, Organization, PublicUser, User } from 'contract';

export function samplePublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    username: 'ada',
    displayName: 'Ada',
    name: 'Ada Lovelace',
    profileImage: null,
    bio: null,
    instagram: null,
    createdAt: 1_700_000_000,
    ...overrides,
  };
}

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    ...samplePublicUser(),
    phone: '+15555550100',
    birthday: '1990-12-10',
    gender: 'female',
    ...overrides,
  };
}

export function sampleEvent(id: string, overrides: Partial<Event> = {}): Event {
  return {
    id,
    name: `Event ${id}`,
    description: null,
    type: 'simpleRsvp',
    flyer: null,
    startTime: 1_800_000_000,
    endTime: null,
    timeZone: 'America/New_York',
    location: null,
    host: samplePublicUser(),
    requiresApproval: false,
    refundPolicy: 'none',
    refundsUntil: null,
    cancelledAt: null,
    cancellationMessage: null,
    createdAt: 1_700_000_000,
    ticketTypes: [],
    numLikes: 0,
    isLiked: false,
    numViews: 0,
    numShares: 0,
    ...overrides,
  };
}

export function sampleOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 'o1',
    name: 'Chess Club',
    image: null,
    isVerified: false,
    numFriends: 0,
    description: '',
    numMembers: 3,
    settings: { access: 'request' },
    currentPrivilege: null,
    invitedPrivilege: null,
    createdAt: 1,
    ...overrides,
  };
}
