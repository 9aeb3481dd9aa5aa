import type { Event, PublicUser, TicketTypeView, User } from 'contract';

export const host: PublicUser = {
  id: 'host1',
  username: 'hana',
  displayName: 'Hana Host',
  name: 'Hana Host',
  profileImage: null,
  bio: null,
  instagram: null,
  createdAt: 1,
};

export const me: User = {
  ...host,
  id: 'u2',
  username: 'gus',
  displayName: 'Gus',
  name: 'Gus',
  phone: '+15555550100',
  birthday: null,
  gender: null,
};

export function ticketType(overrides: Partial<TicketTypeView> = {}): TicketTypeView {
  return {
    id: 'ga',
    name: 'General',
    description: null,
    requiresApproval: false,
    priceCents: 2500,
    capacity: 50,
    remaining: 50,
    salesStart: null,
    salesEnd: null,
    maxPerOrder: 2,
    status: 'onSale',
    ...overrides,
  };
}

export function event(overrides: Partial<Event> = {}): Event {
  return {
    id: 'e1',
    name: 'Paid gala',
    description: null,
    type: 'ticketed',
    flyer: null,
    startTime: Date.UTC(2026, 11, 2, 0) / 1000,
    endTime: null,
    timeZone: 'America/New_York',
    location: null,
    host,
    requiresApproval: false,
    refundPolicy: 'none',
    refundsUntil: null,
    cancelledAt: null,
    cancellationMessage: null,
    createdAt: 1,
    ticketTypes: [ticketType()],
    numLikes: 4,
    isLiked: false,
    numViews: 0,
    numShares: 0,
    numGoing: 0,
    attendees: [],
    ...overrides,
  };
}
