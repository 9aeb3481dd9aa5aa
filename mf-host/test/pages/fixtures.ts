import { HOST_PERMISSIONS } from 'contract/values';
import type {
  GuestCounts,
  GuestEntry,
  HostDashboard,
  ScanOutcome,
  User,
  EventRevenue,
} from 'contract';

export const me: User = {
  id: 'u1',
  username: 'hana',
  displayName: 'Hana Host',
  name: 'Hana Host',
  profileImage: null,
  bio: null,
  instagram: null,
  createdAt: 1,
  phone: '+15555550100',
  birthday: null,
  gender: null,
};

export function guest(overrides: Partial<GuestEntry> = {}): GuestEntry {
  const name = overrides.person?.name ?? 'Gina Guest';
  return {
    passId: 'p1',
    qrToken: 'qr-gina',
    doorCode: 'AB12CD34EF56',
    phone: '+15555550111',
    ticketTypeId: 't1',
    ticketTypeName: 'General',
    status: 'going',
    checkedInAt: null,
    createdAt: 1,
    refundableCents: 0,
    refundRequest: null,
    ...overrides,
    person: {
      id: `user-${name}`,
      username: name.toLowerCase().replace(/\s/g, ''),
      displayName: name,
      name,
      profileImage: null,
      bio: null,
      instagram: null,
      createdAt: 1,
      ...overrides.person,
    },
  };
}

export const counts = (overrides: Partial<GuestCounts> = {}): GuestCounts => ({
  all: 2,
  going: 1,
  checked_in: 1,
  cancelled: 0,
  refunded: 0,
  pending: 0,
  denied: 0,
  removed: 0,
  ...overrides,
});

export const guestPage = (
  guests: GuestEntry[],
  continuationToken: string | null = null,
  pageCounts = counts(),
) => ({
  guests,
  counts: pageCounts,
  // People, not passes, as the API counts them.
  refundRequests: new Set(
    guests.filter((g) => g.refundRequest?.status === 'pending').map((g) => g.person.id),
  ).size,
  pagination: { continuationToken, hasMoreItems: continuationToken !== null },
});

export const dashboard = (overrides: Partial<HostDashboard> = {}): HostDashboard => ({
  access: { level: 'host', permissions: [...HOST_PERMISSIONS] },
  counts: counts(),
  ticketTypes: [
    { id: 't1', name: 'General', capacity: 100, sold: 2, checkedIn: 1, remaining: 98 },
    { id: 't2', name: 'VIP', capacity: 10, sold: 0, checkedIn: 0, remaining: 10 },
  ],
  cancellation: null,
  ...overrides,
});

export const admitted = (name = 'Gina Guest'): ScanOutcome => ({
  result: 'admitted',
  reason: null,
  guest: { name, profileImage: null, ticketTypeName: 'General' },
  checkedInAt: 1_800_000_000,
  scannedAt: 1_800_000_000,
});

export const forbidden = {
  status: 403,
  error: { code: 'forbidden', message: 'Only the hosts of this event can see its guests' },
};

export const revenue = (overrides: Partial<EventRevenue> = {}): EventRevenue => ({
  eventId: 'e1',
  currency: 'usd',
  totals: { grossCents: 10_500, feesCents: 500, refundsCents: 2_625, netCents: 7_375 },
  ticketTypes: [
    {
      ticketTypeId: 't1',
      name: 'General',
      ticketsSold: 4,
      grossCents: 10_500,
      feesCents: 500,
      refundsCents: 2_625,
      netCents: 7_375,
    },
  ],
  paidOrders: 2,
  ...overrides,
});
