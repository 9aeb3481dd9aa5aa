import { describe, expect, it } from 'vitest';
import { checkedDeployToken, isDeployToken } from './deploy-token';

const secret = 'a'.repeat(31) + 'b';

describe('the deploy credential', () => {
  it('is refused at start when short enough to guess', () => {
    expect(() => checkedDeployToken('short')).toThrow(/at least 32 characters/);
    expect(checkedDeployToken(secret)).toBe(secret);
    expect(checkedDeployToken(undefined)).toBeUndefined();
  });

  it('matches only itself, and nothing when none is configured', () => {
    expect(isDeployToken(secret, secret)).toBe(true);
    expect(isDeployToken(secret.slice(0, -1), secret)).toBe(false);
    expect(isDeployToken(`${secret}x`, secret)).toBe(false);
    expect(isDeployToken('', undefined)).toBe(false);
    expect(isDeployToken(secret, undefined)).toBe(false);
  });
});
