/**
 * Continuation tokens are JSON objects in base64url: opaque to clients (they only pass them back)
 * and versioned by their makers. This is the envelope; each cursor checks its own fields.
 */

export function encodeOpaqueToken(fields: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/** The token's fields, or null when it is not base64url JSON of an object. */
export function decodeOpaqueToken(token: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  return parsed as Record<string, unknown>;
}
