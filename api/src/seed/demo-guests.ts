import type { DemoPerson } from './demo-people';

/**
 * Demo people who have RSVP'd to free events, so the feed shows who is going. Fictional 555-01xx
 * numbers and uids no Firebase account has: nobody can sign in as them.
 */
export interface DemoGuest extends DemoPerson {
  /** Hue of the generated avatar. */
  hue: number;
}

const guest = (n: number, name: string, username: string, hue: number): DemoGuest => ({
  key: `guest${n}`,
  id: `5eed0000-0000-4000-c000-00000000000${n}`,
  firebaseUid: `demo-guest-${n}`,
  phone: `+1555555011${n}`,
  name,
  username,
  hue,
});

export const DEMO_GUESTS: readonly DemoGuest[] = [
  guest(1, 'Alex Kim', 'alex.kim', 200),
  guest(2, 'Sam Okafor', 'sam.okafor', 20),
  guest(3, 'Lena Fischer', 'lena.f', 140),
  guest(4, 'Diego Santos', 'diego.santos', 280),
  guest(5, 'Noor Haddad', 'noor.h', 330),
  guest(6, 'Tom Walsh', 'tom.walsh', 45),
];
