/**
 * The door and the guest list (`GET /events/guests`, `POST /events/hosts/scan`,
 * `GET /events/hosts/dashboard`): what an event's organizers see of its guests.
 */
import { Type, type Static } from 'typebox';
import { GUEST_STATUSES, SCAN_REFUSALS, SCAN_RESULTS } from '../enums';
import { MAX_EPOCH_SECONDS, PAGE_LIMITS, SCAN_LIMITS } from '../limits';
import { Id, Nullable, PaginationSchema, pageQueryFields } from './common';
import { HostAccessSchema } from './host-team';
import { EventCancellationSchema, RefundRequestSchema } from './refunds';
import { PublicUserSchema } from './user';

export const GuestListQuerySchema = Type.Object({
  eventId: Id,
  /** One tab of the list; all statuses when absent. */
  status: Type.Optional(Type.Enum(GUEST_STATUSES)),
  /** Part of a name or of a phone number. */
  search: Type.Optional(Type.String({ maxLength: PAGE_LIMITS.guestSearchMaxLength })),
  /** Only the guests whose refund request waits for an answer. */
  refundRequested: Type.Optional(Type.Boolean()),
  ...pageQueryFields(PAGE_LIMITS.guestsMax, 500),
});
export type GuestListQuery = Static<typeof GuestListQuerySchema>;

/** One pass of the event, with its holder: a guest with two tickets is two entries. */
export const GuestEntrySchema = Type.Object({
  passId: Type.String(),
  /**
   * What the pass's QR code carries (it admits its holder): the host and door staff only
   * (GUEST_SECRET_LEVELS), null for other levels.
   */
  qrToken: Nullable(Type.String()),
  /** The code printed under the QR: checks the guest in by hand (`POST /events/hosts/scan`). */
  doorCode: Type.String(),
  person: PublicUserSchema,
  /** The holder's phone number: the host and door staff only (GUEST_SECRET_LEVELS), else null. */
  phone: Nullable(Type.String()),
  ticketTypeId: Type.String(),
  ticketTypeName: Type.String(),
  status: Type.Enum(GUEST_STATUSES),
  checkedInAt: Nullable(Type.Integer()),
  createdAt: Type.Integer(),
  /**
   * What removing this guest would refund them, in cents: everything they paid for the event and
   * have not had back (the same on each of their entries; 0 for free or waiting requests).
   */
  refundableCents: Type.Integer(),
  /** The holder's latest refund request for the event, if any (the same on each of their entries). */
  refundRequest: Nullable(RefundRequestSchema),
});
export type GuestEntry = Static<typeof GuestEntrySchema>;

/** How many passes stand in each status, for the tabs (the whole event, search ignored). */
export const GuestCountsSchema = Type.Object({
  all: Type.Integer(),
  going: Type.Integer(),
  checked_in: Type.Integer(),
  cancelled: Type.Integer(),
  refunded: Type.Integer(),
  /** Requests waiting for an organizer's approval. */
  pending: Type.Integer(),
  denied: Type.Integer(),
  removed: Type.Integer(),
});
export type GuestCounts = Static<typeof GuestCountsSchema>;

export const GuestListSchema = Type.Object({
  guests: Type.Array(GuestEntrySchema),
  counts: GuestCountsSchema,
  /** People whose refund request waits for an answer (the whole event, search ignored). */
  refundRequests: Type.Integer(),
  pagination: PaginationSchema,
});
export type GuestList = Static<typeof GuestListSchema>;

export const ScanInputSchema = Type.Object(
  {
    eventId: Id,
    qrToken: Type.String({ minLength: 1, maxLength: SCAN_LIMITS.qrTokenMaxLength }),
    /** Made by the device for each scan; the same nonce sent again answers the same result. */
    nonce: Type.String({
      minLength: SCAN_LIMITS.nonceMinLength,
      maxLength: SCAN_LIMITS.nonceMaxLength,
      pattern: '^[A-Za-z0-9_-]+$',
      errorMessage: `must be ${SCAN_LIMITS.nonceMinLength} to ${SCAN_LIMITS.nonceMaxLength} letters, digits, '-' or '_'`,
    }),
  },
  { additionalProperties: false },
);
export type ScanInput = Static<typeof ScanInputSchema>;

export const ScanOutcomeSchema = Type.Object({
  result: Type.Enum(SCAN_RESULTS),
  /** Null when admitted. */
  reason: Nullable(Type.Enum(SCAN_REFUSALS)),
  /** The holder, when the pass belongs to this event. */
  guest: Nullable(
    Type.Object({
      name: Type.String(),
      profileImage: PublicUserSchema.properties.profileImage,
      ticketTypeName: Type.String(),
    }),
  ),
  /** When the pass was checked in: now when admitted, earlier when already checked in. */
  checkedInAt: Nullable(Type.Integer()),
  scannedAt: Type.Integer(),
});
export type ScanOutcome = Static<typeof ScanOutcomeSchema>;

export const DashboardTicketTypeSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  capacity: Type.Integer(),
  /** Valid passes of this type. */
  sold: Type.Integer(),
  checkedIn: Type.Integer(),
  /** Seats still on offer (pending checkouts hold seats too). */
  remaining: Type.Integer(),
});
export type DashboardTicketType = Static<typeof DashboardTicketTypeSchema>;

export const HostDashboardSchema = Type.Object({
  /** The caller's level and what it lets them do: screens hide what it does not. */
  access: HostAccessSchema,
  counts: GuestCountsSchema,
  ticketTypes: Type.Array(DashboardTicketTypeSchema),
  /** Set once the host cancelled the event: how far its refunds have gone. */
  cancellation: Nullable(EventCancellationSchema),
});
export type HostDashboard = Static<typeof HostDashboardSchema>;

/** One pass a scan device may admit while offline (a valid pass of the event). */
export const OfflineGuestSchema = Type.Object({
  passId: Type.String(),
  /** The code printed under the QR, for typing it in at the door. */
  doorCode: Type.String(),
  name: Type.String(),
  ticketTypeName: Type.String(),
  /** When it was already checked in (then the device refuses it), else null. */
  checkedInAt: Nullable(Type.Integer()),
});
export type OfflineGuest = Static<typeof OfflineGuestSchema>;

/** What an organizer's scan device downloads to admit guests with the network down. */
export const OfflineKitSchema = Type.Object({
  eventId: Type.String(),
  algorithm: Type.Literal('Ed25519'),
  /** The event's public key: base64url of the 32 raw bytes. */
  publicKey: Type.String(),
  guests: Type.Array(OfflineGuestSchema),
  /** Passes cancelled, refunded or removed: never admitted. */
  revokedPassIds: Type.Array(Type.String()),
  generatedAt: Type.Integer(),
});
export type OfflineKit = Static<typeof OfflineKitSchema>;

export const OfflineScanSchema = Type.Object(
  {
    qrToken: ScanInputSchema.properties.qrToken,
    nonce: ScanInputSchema.properties.nonce,
    /** When the device admitted the guest (seconds since the epoch). */
    scannedAt: Type.Integer({ minimum: 0, maximum: MAX_EPOCH_SECONDS }),
  },
  { additionalProperties: false },
);
export type OfflineScan = Static<typeof OfflineScanSchema>;

export const ScanSyncInputSchema = Type.Object(
  {
    eventId: Id,
    scans: Type.Array(OfflineScanSchema, { minItems: 1, maxItems: SCAN_LIMITS.syncMaxScans }),
  },
  { additionalProperties: false },
);
export type ScanSyncInput = Static<typeof ScanSyncInputSchema>;

export const ScanSyncResultSchema = Type.Object({
  nonce: Type.String(),
  /** The server's decision, as if scanned online at `scannedAt`. */
  outcome: ScanOutcomeSchema,
  /**
   * The device admitted the guest but the server did not: already checked in by another device
   * (a duplicate, kept in the scan log as such), or revoked since the device's list was made.
   */
  conflict: Type.Boolean(),
});
export type ScanSyncResult = Static<typeof ScanSyncResultSchema>;

export const ScanSyncSchema = Type.Object({ results: Type.Array(ScanSyncResultSchema) });
export type ScanSync = Static<typeof ScanSyncSchema>;
