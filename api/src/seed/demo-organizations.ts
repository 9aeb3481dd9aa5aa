/**
 * Demo organizations (clubs) with members at every level, a request waiting and an invitation, so
 * a fresh `npm start` shows organizations in search, on profiles' lists and on the dashboard.
 * Members are named by the demo hosts' and guests' keys.
 */
import type { OrganizationAccess, OrganizationInvitedLevel, OrganizationLevel } from 'contract';

export interface DemoOrganization {
  id: string;
  name: string;
  description: string;
  access: OrganizationAccess;
  isVerified: boolean;
  members: ReadonlyArray<{ key: string; level: OrganizationLevel }>;
  requests: readonly string[];
  invitations: ReadonlyArray<{ key: string; level: OrganizationInvitedLevel }>;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    id: '5eed0000-0000-4000-d000-000000000001',
    name: 'Austin Jazz Society',
    description: 'Live jazz lovers in Austin: monthly shows, jam nights and record swaps.',
    access: 'request',
    isVerified: true,
    members: [
      { key: 'maya', level: 'owner' },
      { key: 'jordan', level: 'admin' },
      { key: 'guest1', level: 'member' },
      { key: 'guest2', level: 'member' },
    ],
    requests: ['guest3'],
    invitations: [{ key: 'guest4', level: 'member' }],
  },
  {
    id: '5eed0000-0000-4000-d000-000000000002',
    name: 'Sunrise Run Club',
    description: 'Easy 5k runs at sunrise, coffee after. Everyone welcome.',
    access: 'open',
    isVerified: false,
    members: [
      { key: 'priya', level: 'owner' },
      { key: 'guest5', level: 'admin' },
      { key: 'guest6', level: 'member' },
      { key: 'guest1', level: 'member' },
    ],
    requests: [],
    invitations: [],
  },
  {
    id: '5eed0000-0000-4000-d000-000000000003',
    name: 'Sunset Collective Crew',
    description: 'The people behind Sunset Collective nights. Members by invitation.',
    access: 'closed',
    isVerified: false,
    members: [
      { key: 'sunset', level: 'owner' },
      { key: 'guest2', level: 'member' },
    ],
    requests: [],
    invitations: [{ key: 'guest5', level: 'admin' }],
  },
];
