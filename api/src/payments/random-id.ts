import { randomBytes } from 'node:crypto';

/** `bytes` random bytes as base64url: ids and tokens nobody can guess or enumerate. */
export const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');
