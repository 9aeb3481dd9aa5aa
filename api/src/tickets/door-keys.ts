/**
 * The event's Ed25519 key pair (node:crypto) and what passes show at the door: the signed QR
 * payload and the short door code. The pair is made on first use; two requests making it at once
 * both insert-or-skip, then read the one that won. A pair never changes once it is stored (nothing
 * updates the table; only deleting the event removes it), so each database's pairs are kept in
 * this process once read: signing a pass asks the database for its key once per event.
 */
import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  sign,
  type KeyObject,
} from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { formatDoorCode, formatPassPayload, passSignatureMessage, type Pass } from 'contract';
import type { Database } from '../db/database';
import { databaseOf } from '../db/one-connection';
import { eventDoorKeys, type EventDoorKeyRow } from '../db/schema-door-offline';

/** A pass without its door codes: `withDoorCodes` signs and adds them. */
export type UnsignedPass = Omit<Pass, 'qrPayload' | 'doorCode'>;

function newKeyPair(eventId: string) {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  // The JWK's `x` is the base64url of the 32 raw public key bytes.
  const jwk = publicKey.export({ format: 'jwk' });
  return {
    eventId,
    publicKey: String(jwk.x),
    privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
  };
}

/** How many events' pairs one process keeps per database; the oldest read is let go first. */
export const KEPT_DOOR_KEYS = 10_000;
const keptKeys = new WeakMap<Database, Map<string, EventDoorKeyRow>>();

function keptFor(db: Database): Map<string, EventDoorKeyRow> {
  // A handle of onOneConnection's shares its database's keys.
  const owner = databaseOf(db);
  let kept = keptKeys.get(owner);
  if (!kept) keptKeys.set(owner, (kept = new Map()));
  return kept;
}

/** The keys of these events, made for those that have none yet. */
export async function eventKeys(
  db: Database,
  eventIds: readonly string[],
): Promise<Map<string, EventDoorKeyRow>> {
  const kept = keptFor(db);
  const found = new Map<string, EventDoorKeyRow>();
  const wanted: string[] = [];
  for (const id of new Set(eventIds)) {
    const key = kept.get(id);
    if (key) found.set(id, key);
    else wanted.push(id);
  }
  if (wanted.length === 0) return found;
  const read = () => db.select().from(eventDoorKeys).where(inArray(eventDoorKeys.eventId, wanted));
  let rows = await read();
  const missing = wanted.filter((id) => !rows.some((row) => row.eventId === id));
  if (missing.length > 0) {
    await db.insert(eventDoorKeys).values(missing.map(newKeyPair)).onConflictDoNothing();
    rows = await read();
  }
  for (const row of rows) {
    found.set(row.eventId, row);
    kept.set(row.eventId, row);
    if (kept.size > KEPT_DOOR_KEYS) kept.delete(kept.keys().next().value!);
  }
  return found;
}

export async function eventPublicKey(db: Database, eventId: string): Promise<string> {
  const key = (await eventKeys(db, [eventId])).get(eventId);
  if (!key) {
    // The event vanished between the check and the insert (its key cascaded away).
    const [row] = await db.select().from(eventDoorKeys).where(eq(eventDoorKeys.eventId, eventId));
    if (!row) throw new Error(`No door key for event ${eventId}`);
    return row.publicKey;
  }
  return key.publicKey;
}

/** Parsed private keys, by the kept row they came from (parsing one costs more than signing). */
const parsedKeys = new WeakMap<EventDoorKeyRow, KeyObject>();

function privateKeyOf(key: EventDoorKeyRow): KeyObject {
  let parsed = parsedKeys.get(key);
  if (!parsed) {
    parsed = createPrivateKey({
      key: Buffer.from(key.privateKey, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    parsedKeys.set(key, parsed);
  }
  return parsed;
}

export function signPass(key: EventDoorKeyRow, passId: string): string {
  const privateKey = privateKeyOf(key);
  return sign(null, Buffer.from(passSignatureMessage(key.eventId, passId)), privateKey).toString(
    'base64url',
  );
}

/** 12 hex digits of SHA-256 of the token; `doorCodeSql` computes the same in the database. */
export function doorCodeOf(qrToken: string): string {
  return createHash('sha256').update(qrToken).digest('hex').slice(0, 12).toUpperCase();
}

/** Adds each pass's signed QR payload and door code (one key lookup for all their events). */
export async function withDoorCodes(
  db: Database,
  passes: readonly UnsignedPass[],
): Promise<Pass[]> {
  const keys = await eventKeys(
    db,
    passes.map((pass) => pass.eventId),
  );
  return passes.map((pass) => {
    const key = keys.get(pass.eventId);
    const signature = key ? signPass(key, pass.id) : '';
    return {
      ...pass,
      qrPayload: key
        ? formatPassPayload({ passId: pass.id, qrToken: pass.qrToken, signature })
        : pass.qrToken,
      doorCode: formatDoorCode(doorCodeOf(pass.qrToken)),
    };
  });
}
