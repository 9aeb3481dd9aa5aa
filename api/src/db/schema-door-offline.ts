/**
 * Offline admission at the door: each event has its own Ed25519 key pair. Passes carry the event's
 * signature of their id (`qrPayload`), and an organizer's scan device downloads the public key with
 * the guest and revocation lists, so it can check a pass with the network down. The private key
 * never leaves the API. Made on first use (a pass shown, a kit downloaded), once per event.
 */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { events } from './schema';
import { createdAt, refKey } from './columns';

export const eventDoorKeys = pgTable('event_door_keys', {
  eventId: refKey('event_id', () => events.id, 'cascade'),
  /** base64url of the 32 raw bytes, as scan devices receive it. */
  publicKey: text('public_key').notNull(),
  /** base64 of the PKCS#8 DER private key. */
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

export type EventDoorKeyRow = typeof eventDoorKeys.$inferSelect;
