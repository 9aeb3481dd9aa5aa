/**
 * The demo events, across US cities with their real IANA zones and coordinates.
 * Times are relative (days from today, local wall-clock time) so the feed always has upcoming
 * events, plus a few past ones it must hide. Ids are fixed so seeding is deterministic.
 */
import type { EventType } from '../db/schema';

interface DemoPlace {
  name: string;
  line1: string;
  city: string;
  state: string;
  zipcode: string;
  latitude: number;
  longitude: number;
}

export interface DemoEvent {
  id: string;
  /** A `DemoHost.key`. */
  host: string;
  name: string;
  description: string;
  type: EventType;
  timeZone: string;
  /** Days after today in the event's zone, at a local time; or hours from now for "live" events. */
  when: { days: number; at: string; hours?: number } | { hoursFromNow: number };
  place: DemoPlace | null;
  /** Every request waits for the host's approval (the demo's guests already seeded are approved). */
  requiresApproval?: boolean;
}

const eventId = (n: number) => `5eed0000-0000-4000-b000-${String(n).padStart(12, '0')}`;

const ny = 'America/New_York';
const la = 'America/Los_Angeles';
const chicago = 'America/Chicago';
const denver = 'America/Denver';

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    id: eventId(1),
    host: 'maya',
    name: 'Rooftop Jazz Night',
    type: 'simpleRsvp',
    timeZone: ny,
    when: { days: 1, at: '19:30', hours: 3.5 },
    description:
      'A live quartet, city lights and a warm crowd. Bring a friend; standing room after 9.',
    place: {
      name: 'Kent Avenue Rooftop',
      line1: '80 Kent Ave',
      city: 'Brooklyn',
      state: 'NY',
      zipcode: '11249',
      latitude: 40.7218,
      longitude: -73.9614,
    },
  },
  {
    id: eventId(2),
    host: 'maya',
    name: 'Indie Film Shorts Program',
    type: 'ticketed',
    timeZone: ny,
    when: { days: 6, at: '18:00', hours: 3 },
    description: 'Nine short films by first-time directors, followed by a Q&A with three of them.',
    place: {
      name: 'Hudson Street Cinema',
      line1: '200 Hudson St',
      city: 'New York',
      state: 'NY',
      zipcode: '10013',
      latitude: 40.7233,
      longitude: -74.0083,
    },
  },
  {
    id: eventId(3),
    host: 'jordan',
    name: 'Sunset Beach Volleyball',
    type: 'simpleRsvp',
    timeZone: la,
    when: { days: 3, at: '16:00', hours: 3 },
    description: 'Casual games by the pier, all levels welcome. Teams are mixed on the spot.',
    place: {
      name: 'Santa Monica Beach, Court 4',
      line1: '1550 Pacific Coast Hwy',
      city: 'Santa Monica',
      state: 'CA',
      zipcode: '90401',
      latitude: 34.0094,
      longitude: -118.4973,
    },
  },
  {
    id: eventId(4),
    host: 'jordan',
    name: 'Taco Crawl: Eastside Edition',
    type: 'ticketed',
    timeZone: la,
    when: { days: 9, at: '12:00', hours: 4 },
    description:
      'Five stands, five tacos, one walking route. Your ticket covers a taco at every stop.',
    place: {
      name: 'Mariachi Plaza',
      line1: '1831 E 1st St',
      city: 'Los Angeles',
      state: 'CA',
      zipcode: '90033',
      latitude: 34.0472,
      longitude: -118.2196,
    },
  },
  {
    id: eventId(5),
    host: 'priya',
    name: 'Lakefront 5K Fun Run',
    type: 'simpleRsvp',
    timeZone: chicago,
    when: { days: 4, at: '08:00', hours: 2 },
    description:
      'An easy-paced 5K along the lake, coffee at the finish. Strollers and dogs welcome.',
    place: {
      name: 'Buckingham Fountain',
      line1: '301 S Columbus Dr',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60605',
      latitude: 41.8758,
      longitude: -87.6189,
    },
  },
  {
    id: eventId(6),
    host: 'priya',
    name: 'Deep Dish & Improv Comedy',
    type: 'ticketed',
    timeZone: chicago,
    when: { days: 12, at: '20:00', hours: 2.5 },
    description:
      'Dinner and a show: a slice of deep dish, then an hour of improv built on your suggestions.',
    place: {
      name: 'Wells Street Theater',
      line1: '1608 N Wells St',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60614',
      latitude: 41.9115,
      longitude: -87.6346,
    },
  },
  {
    id: eventId(7),
    host: 'sunset',
    name: 'Live Music on Rainey Street',
    type: 'ticketed',
    timeZone: chicago,
    when: { days: 2, at: '20:00' },
    description: 'Three local bands in a backyard bungalow. Doors at 7:30, first set at 8.',
    place: {
      name: 'The Bungalow Yard',
      line1: '92 Rainey St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      latitude: 30.2588,
      longitude: -97.7389,
    },
  },
  {
    id: eventId(8),
    host: 'sunset',
    name: 'Tech & Tacos Founder Mixer',
    type: 'simpleRsvp',
    requiresApproval: true,
    timeZone: chicago,
    when: { days: 14, at: '18:00', hours: 2.5 },
    description: 'Meet founders, designers and engineers building in Austin. Tacos are on us.',
    place: {
      name: 'Congress Avenue Commons',
      line1: '600 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      latitude: 30.2686,
      longitude: -97.7428,
    },
  },
  {
    id: eventId(9),
    host: 'sunset',
    name: 'Wynwood Art Walk',
    type: 'simpleRsvp',
    timeZone: ny,
    when: { days: 5, at: '18:00', hours: 4 },
    description: 'A guided walk past the murals, with two gallery stops and a street-food finish.',
    place: {
      name: 'Wynwood Walls Entrance',
      line1: '2520 NW 2nd Ave',
      city: 'Miami',
      state: 'FL',
      zipcode: '33127',
      latitude: 25.801,
      longitude: -80.1994,
    },
  },
  {
    id: eventId(10),
    host: 'sunset',
    name: 'Salsa Night on Ocean Drive',
    type: 'ticketed',
    timeZone: ny,
    when: { days: 20, at: '21:00', hours: 4 },
    description: 'A beginner lesson at 9, then open dancing to a live band until 1.',
    place: {
      name: 'Ocean Drive Ballroom',
      line1: '1020 Ocean Dr',
      city: 'Miami Beach',
      state: 'FL',
      zipcode: '33139',
      latitude: 25.781,
      longitude: -80.13,
    },
  },
  {
    id: eventId(11),
    host: 'priya',
    name: 'Pike Place Coffee Cupping',
    type: 'ticketed',
    timeZone: la,
    when: { days: 7, at: '10:00', hours: 2 },
    description: 'Taste six single-origin coffees side by side with a roaster who sources them.',
    place: {
      name: 'Market Roastery',
      line1: '1912 Pike Pl',
      city: 'Seattle',
      state: 'WA',
      zipcode: '98101',
      latitude: 47.6101,
      longitude: -122.3421,
    },
  },
  {
    id: eventId(12),
    host: 'priya',
    name: 'Board Game Night',
    type: 'simpleRsvp',
    timeZone: la,
    when: { hoursFromNow: -1 },
    description: 'Already under way: drop in, grab a seat, we teach every game.',
    place: {
      name: 'Capitol Hill Game Lounge',
      line1: '1200 E Pike St',
      city: 'Seattle',
      state: 'WA',
      zipcode: '98122',
      latitude: 47.614,
      longitude: -122.3167,
    },
  },
  {
    id: eventId(13),
    host: 'priya',
    name: 'Red Rocks Sunrise Yoga',
    type: 'simpleRsvp',
    timeZone: denver,
    when: { days: 10, at: '06:00', hours: 1.5 },
    description:
      'An all-levels flow on the amphitheater steps as the sun comes up. Bring a mat and layers.',
    place: {
      name: 'Red Rocks Amphitheatre',
      line1: '18300 W Alameda Pkwy',
      city: 'Morrison',
      state: 'CO',
      zipcode: '80465',
      latitude: 39.6654,
      longitude: -105.2057,
    },
  },
  {
    id: eventId(14),
    host: 'priya',
    name: 'Rocky Mountain Craft Beer Tasting',
    type: 'ticketed',
    timeZone: denver,
    when: { days: 16, at: '17:00', hours: 3 },
    description: 'Eight breweries, eight pours, and the brewers behind them. 21+ only.',
    place: {
      name: 'Union Station Hall',
      line1: '1701 Wynkoop St',
      city: 'Denver',
      state: 'CO',
      zipcode: '80202',
      latitude: 39.753,
      longitude: -104.9999,
    },
  },
  {
    id: eventId(15),
    host: 'maya',
    name: 'Intro to Event Photography (Online)',
    type: 'simpleRsvp',
    timeZone: ny,
    when: { days: 8, at: '19:00', hours: 1.5 },
    description: 'A live online class: light, composition and shooting a crowd without a flash.',
    place: null,
  },
  {
    id: eventId(16),
    host: 'maya',
    name: 'Brooklyn Vintage Flea',
    type: 'simpleRsvp',
    timeZone: ny,
    when: { days: -3, at: '10:00', hours: 7 },
    description: 'Over sixty vendors of records, clothes and furniture under one roof.',
    place: {
      name: 'Greenpoint Warehouse',
      line1: '50 Commercial St',
      city: 'Brooklyn',
      state: 'NY',
      zipcode: '11222',
      latitude: 40.7367,
      longitude: -73.9585,
    },
  },
  {
    id: eventId(17),
    host: 'jordan',
    name: 'Silver Lake Open Mic',
    type: 'ticketed',
    timeZone: la,
    when: { days: -10, at: '20:00', hours: 3 },
    description: 'Songs, poems and five-minute sets. Sign-up sheet opens at 7:30.',
    place: {
      name: 'Sunset Junction Cafe',
      line1: '3900 W Sunset Blvd',
      city: 'Los Angeles',
      state: 'CA',
      zipcode: '90029',
      latitude: 34.0906,
      longitude: -118.2781,
    },
  },
];
