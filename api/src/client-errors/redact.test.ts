import { describe, expect, it } from 'vitest';
import { redactPersonalData } from './redact';

describe('redactPersonalData', () => {
  it('removes emails, phone numbers and tokens, and keeps the rest', () => {
    expect(
      redactPersonalData(
        'Cannot read name of undefined for ada@example.com +1 (555) 010-0199 token eyJhbGciOi.eyJzdWIi.sig',
      ),
    ).toBe('Cannot read name of undefined for [email] [number] token [token]');
  });

  it('leaves stack frames readable (line and column numbers are short)', () => {
    const frame =
      'at render (http://localhost:3000/releases/mf-events/1.0.0-3fa2c1d9/main.js:12:345)';
    expect(redactPersonalData(frame)).toBe(frame);
  });
});
