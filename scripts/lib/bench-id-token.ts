/**
 * ID tokens signed the way Firebase signs them (RS256 JWT, Firebase's claims), with a key pair
 * made for one bench run. The API trusts the public key only in bench mode
 * (`BENCH_ID_TOKEN_PUBLIC_KEY`, refused outside development and test: api `auth/bench-tokens.ts`),
 * so the bench measures the signature check production pays and the emulator's tokens skip.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { BENCH_TOKEN_KEY_ID } from '../../api/src/auth/bench-tokens';
import { AUTH_EMULATOR_PROJECT } from './auth-emulator';

export interface BenchSigningKey {
  privateKey: KeyObject;
  /** PEM (SPKI), the value of BENCH_ID_TOKEN_PUBLIC_KEY. */
  publicKeyPem: string;
}

export function benchSigningKey(): BenchSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signBenchIdToken(
  key: BenchSigningKey,
  who: { uid: string; phoneNumber: string },
  projectId = AUTH_EMULATOR_PROJECT,
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'RS256', kid: BENCH_TOKEN_KEY_ID, typ: 'JWT' };
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now - 60,
    user_id: who.uid,
    sub: who.uid,
    iat: now,
    exp: now + 3600,
    phone_number: who.phoneNumber,
    firebase: { identities: { phone: [who.phoneNumber] }, sign_in_provider: 'phone' },
  };
  const signingInput = `${part(header)}.${part(payload)}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(key.privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}
