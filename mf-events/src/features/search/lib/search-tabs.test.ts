import { describe, expect, it } from 'vitest';
import { searchTypeOf } from './search-tabs';

describe('searchTypeOf', () => {
  it('reads singular and plural names', () => {
    expect(searchTypeOf('event')).toBe('event');
    expect(searchTypeOf('Users')).toBe('user');
    expect(searchTypeOf('organizations')).toBe('organization');
  });

  it('means every type for none, all, or anything unknown', () => {
    expect(searchTypeOf(undefined)).toBeNull();
    expect(searchTypeOf('all')).toBeNull();
    expect(searchTypeOf('places')).toBeNull();
  });
});
