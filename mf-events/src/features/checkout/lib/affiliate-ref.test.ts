import { afterEach, describe, expect, it } from 'vitest';
import { affiliateRefFor, rememberAffiliateRef } from './affiliate-ref';

afterEach(() => sessionStorage.clear());

describe('affiliate ref', () => {
  it('keeps a valid ?ref= per event, and the latest one wins', () => {
    rememberAffiliateRef('e1', '?ref=DJ-Sam');
    expect(affiliateRefFor('e1')).toBe('DJ-Sam');
    expect(affiliateRefFor('e2')).toBeUndefined();
    rememberAffiliateRef('e1', '?x=1&ref=promo_2');
    expect(affiliateRefFor('e1')).toBe('promo_2');
  });

  it('ignores a missing ref or one that cannot be a code', () => {
    rememberAffiliateRef('e1', '');
    rememberAffiliateRef('e1', '?ref=a');
    rememberAffiliateRef('e1', '?ref=%3Cscript%3E');
    rememberAffiliateRef('e1', `?ref=${'x'.repeat(40)}`);
    expect(affiliateRefFor('e1')).toBeUndefined();
  });
});
