/** Reads `Authorization: Bearer <token>`, telling "no token sent" apart from "something odd sent". */
export type BearerToken =
  { kind: 'none' } | { kind: 'malformed' } | { kind: 'token'; token: string };

export function readBearerToken(header: string | undefined): BearerToken {
  const parts = (header ?? '').trim().split(/\s+/).filter(Boolean);
  // No header, or 'Bearer' with nothing after it (a client that has no token yet).
  if (parts.length === 0 || (parts.length === 1 && parts[0]?.toLowerCase() === 'bearer')) {
    return { kind: 'none' };
  }
  if (parts.length !== 2 || parts[0]?.toLowerCase() !== 'bearer' || !parts[1]) {
    return { kind: 'malformed' };
  }
  return { kind: 'token', token: parts[1] };
}
