import { describe, expect, it } from 'vitest';
import {
  formatDoorCode,
  formatPassPayload,
  normalizeDoorCode,
  parsePassPayload,
  passSignatureMessage,
} from './pass-codes';

describe('pass payloads and door codes', () => {
  const payload = { passId: 'p-1', qrToken: 'tok_EN-9', signature: 'c2lnbmF0dXJl' };

  it('formats and parses a signed payload both ways', () => {
    const text = formatPassPayload(payload);
    expect(text).toBe('ev1.p-1.tok_EN-9.c2lnbmF0dXJl');
    expect(parsePassPayload(` ${text}\n`)).toEqual(payload);
  });

  it('reads a bare token, another version or stray characters as no payload', () => {
    expect(parsePassPayload('tok_EN-9')).toBeNull();
    expect(parsePassPayload('ev2.p-1.tok.sig')).toBeNull();
    expect(parsePassPayload('ev1.p 1.tok.sig')).toBeNull();
    expect(parsePassPayload('ev1.p-1.tok')).toBeNull();
  });

  it('signs the event and the pass', () => {
    expect(passSignatureMessage('e1', 'p1')).toBe('ev1|e1|p1');
  });

  it('accepts a door code typed in any case, with spaces or dashes, and prints it grouped', () => {
    expect(normalizeDoorCode('ab12-cd34 EF56')).toBe('AB12CD34EF56');
    expect(normalizeDoorCode('AB12CD34EF5')).toBeNull();
    expect(normalizeDoorCode('AB12CD34EF5G')).toBeNull();
    expect(formatDoorCode('AB12CD34EF56')).toBe('AB12-CD34-EF56');
  });
});
