import type { DemoPerson } from './demo-people';

/** The demo hosts: fixed ids and Firebase uids, phone numbers in the fictional 555-01xx range. */
export interface DemoHost extends DemoPerson {
  bio: string;
  instagram: string | null;
}

const hostId = (n: number) => `5eed0000-0000-4000-a000-00000000000${n}`;

export const DEMO_HOSTS: readonly DemoHost[] = [
  {
    key: 'maya',
    id: hostId(1),
    firebaseUid: 'demo-host-1',
    phone: '+15555550101',
    name: 'Maya Chen',
    username: 'maya.hosts',
    bio: 'Brooklyn-based. Jazz, rooftops and anything after sunset.',
    instagram: 'maya.hosts',
  },
  {
    key: 'jordan',
    id: hostId(2),
    firebaseUid: 'demo-host-2',
    phone: '+15555550102',
    name: 'Jordan Rivera',
    username: 'jordan.rivera',
    bio: 'Food crawls and beach days on the West Coast.',
    instagram: null,
  },
  {
    key: 'sunset',
    id: hostId(3),
    firebaseUid: 'demo-host-3',
    phone: '+15555550103',
    name: 'Sunset Collective',
    username: 'sunset.collective',
    bio: 'A crew of friends throwing music nights in Austin and Miami.',
    instagram: 'sunsetcollective',
  },
  {
    key: 'priya',
    id: hostId(4),
    firebaseUid: 'demo-host-4',
    phone: '+15555550104',
    name: 'Priya Patel',
    username: 'priya.runs',
    bio: 'Runner, yogi, occasional beer judge. Chicago, Denver and Seattle.',
    instagram: null,
  },
];
