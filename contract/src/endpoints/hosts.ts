/** The host tools at the door: the guest list, scanning passes and the event's dashboard. */
import { endpoint } from '../endpoint';
import { organizerCall } from './organizer-call';
import { EventIdQuery } from '../schemas/common';
import {
  GuestListQuerySchema,
  GuestListSchema,
  HostDashboardSchema,
  OfflineKitSchema,
  ScanInputSchema,
  ScanOutcomeSchema,
  ScanSyncInputSchema,
  ScanSyncSchema,
} from '../schemas/hosts';

export const hostEndpoints = {
  'GET /events/guests': endpoint({
    ...organizerCall('view_guests'),
    summary:
      "An event's guests (one entry per pass) with counts per status; its organizers (host and accepted co-hosts) only.",
    query: GuestListQuerySchema,
    response: GuestListSchema,
  }),
  'POST /events/hosts/scan': endpoint({
    ...organizerCall('scan'),
    summary:
      'Redeems a pass at the door, once: admitted or refused with a reason. Every scan is logged; the same nonce answers the same result. Organizers only.',
    body: ScanInputSchema,
    response: ScanOutcomeSchema,
  }),
  'GET /events/hosts/offline-kit': endpoint({
    ...organizerCall('scan'),
    summary:
      "What a scan device needs to admit guests offline: the event's Ed25519 public key, its valid passes (holder, ticket type, door code, check-in) and its revoked pass ids. Organizers only.",
    query: EventIdQuery,
    response: OfflineKitSchema,
  }),
  'POST /events/hosts/scan-sync': endpoint({
    ...organizerCall('scan'),
    summary:
      'Sends the scans a device admitted offline, with their original times, once the network is back. Each is redeemed like a scan; one another device admitted first is logged as an offline duplicate and answered as a conflict. Organizers only.',
    body: ScanSyncInputSchema,
    response: ScanSyncSchema,
  }),
  'GET /events/hosts/dashboard': endpoint({
    ...organizerCall('view_dashboard'),
    summary:
      "An event's counts for its organizers: guests per status and, per ticket type, sold, checked in and left.",
    query: EventIdQuery,
    response: HostDashboardSchema,
  }),
} as const;
