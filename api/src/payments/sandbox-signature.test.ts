import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-provider';
import { signSandboxPayload, verifySandboxSignature } from './sandbox-signature';

const SECRET = 'sandbox-test-secret';
const BODY = '{"id":"evt_1","type":"checkout.completed"}';

describe('sandbox webhook signatures', () => {
  it('accepts its own signature', () => {
    const header = signSandboxPayload(SECRET, BODY, 1000);
    expect(() => verifySandboxSignature(SECRET, BODY, header, 1010)).not.toThrow();
  });

  it('refuses a changed body, another secret, a missing or stale signature', () => {
    const header = signSandboxPayload(SECRET, BODY, 1000);
    const verify = (secret: string, body: string, h: string | undefined, now: number) => () =>
      verifySandboxSignature(secret, body, h, now);
    expect(verify(SECRET, BODY.replace('evt_1', 'evt_2'), header, 1000)).toThrow('does not match');
    expect(verify('other', BODY, header, 1000)).toThrow(WebhookSignatureError);
    expect(verify(SECRET, BODY, undefined, 1000)).toThrow('no signature');
    expect(verify(SECRET, BODY, 't=abc,v1=zz', 1000)).toThrow('malformed');
    expect(verify(SECRET, BODY, header, 1000 + 301)).toThrow('too old');
  });
});
