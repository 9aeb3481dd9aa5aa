/**
 * The search continuation token: how far each type has been read, and a fingerprint of the search
 * it belongs to (a token from another query or type is refused rather than silently misapplied).
 * Results are ranked by relevance, which has no stable keyset, so positions are offsets.
 */
import { createHash } from 'node:crypto';
import { decodeOpaqueToken, encodeOpaqueToken } from '../http/opaque-token';

import { SEARCH_KINDS, type SearchType } from 'contract';

export { SEARCH_KINDS };
export type SearchKind = SearchType;

/** Offset of the next row per kind; `null` when that kind is exhausted. */
export type SearchPositions = Record<SearchKind, number | null>;

const VERSION = 1;

export function searchFingerprint(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodeSearchCursor(fingerprint: string, positions: SearchPositions): string {
  return encodeOpaqueToken({ v: VERSION, f: fingerprint, p: positions });
}

export function decodeSearchCursor(token: string, fingerprint: string): SearchPositions | null {
  const fields = decodeOpaqueToken(token);
  if (!fields) return null;
  const { v, f, p } = fields;
  if (v !== VERSION || f !== fingerprint || p === null || typeof p !== 'object') return null;
  const positions = {} as SearchPositions;
  for (const kind of SEARCH_KINDS) {
    const value = (p as Record<string, unknown>)[kind];
    if (value !== null && !(Number.isSafeInteger(value) && (value as number) >= 0)) return null;
    positions[kind] = value as number | null;
  }
  return positions;
}
