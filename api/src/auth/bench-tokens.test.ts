import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BENCH_TOKEN_KEY_ID, verifyBenchToken } from './bench-tokens';
import { InvalidTokenError } from './token-verifier';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const now = 1_800_000_000;
const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function sign(claims: Record<string, unknown>, key = privateKey, kid = BENCH_TOKEN_KEY_ID) {
  const input = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part({
    iss: 'https://securetoken.google.com/demo-events',
    aud: 'demo-events',
    sub: 'uid-1',
    iat: now - 10,
    auth_time: now - 10,
    exp: now + 3600,
    phone_number: '+15550100001',
    ...claims,
  })}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

describe('verifyBenchToken', () => {
  it("accepts a token signed with the bench key, with Firebase's claims", () => {
    expect(verifyBenchToken(sign({}), publicKey, 'demo-events', now)).toEqual({
      uid: 'uid-1',
      phoneNumber: '+15550100001',
      authTime: now - 10,
    });
  });

  it.each([
    ['another key', sign({}, other.privateKey)],
    ['another key id', sign({}, privateKey, 'google-key')],
    ['another project', sign({ aud: 'other-project' })],
    ['another issuer', sign({ iss: 'https://example.com/demo-events' })],
    ['no subject', sign({ sub: '' })],
    ['issued in the future', sign({ iat: now + 60 })],
    ['expired', sign({ exp: now - 1 })],
    ['a changed payload', sign({}).replace(/\.[^.]+\./, `.${part({ sub: 'someone-else' })}.`)],
    ['not a JWT', 'not-a-jwt'],
  ])('refuses %s', (_, token) => {
    expect(() => verifyBenchToken(token, publicKey, 'demo-events', now)).toThrow(InvalidTokenError);
  });
});
