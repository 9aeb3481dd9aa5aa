// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  addRecentSearch,
  recentSearches,
} from './recent-searches';

describe('addRecentSearch', () => {
  it('puts the newest first', () => {
    expect(addRecentSearch(['jazz'], 'rooftop')).toEqual(['rooftop', 'jazz']);
  });

  it('ignores empty and blank text, and trims what it keeps', () => {
    expect(addRecentSearch(['jazz'], '')).toEqual(['jazz']);
    expect(addRecentSearch(['jazz'], '   ')).toEqual(['jazz']);
    expect(addRecentSearch([], '  salsa  ')).toEqual(['salsa']);
  });

  it('removes duplicates ignoring case, keeping the newest spelling on top', () => {
    expect(addRecentSearch(['jazz', 'Rooftop', 'salsa'], 'ROOFTOP')).toEqual([
      'ROOFTOP',
      'jazz',
      'salsa',
    ]);
  });

  it(`keeps at most ${RECENT_SEARCHES_MAX}, dropping the oldest`, () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = addRecentSearch(list, `q${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('q12');
    expect(list.at(-1)).toBe('q3');
  });
});

describe('recentSearches (local storage)', () => {
  beforeEach(() => localStorage.clear());

  it('saves to local storage and reads back', () => {
    recentSearches.save('jazz');
    recentSearches.save('salsa');
    expect(recentSearches.read()).toEqual(['salsa', 'jazz']);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['salsa', 'jazz']);
  });

  it('reads garbage as an empty list and drops non-strings', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(recentSearches.read()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 3, null, 'fine']));
    expect(recentSearches.read()).toEqual(['ok', 'fine']);
  });

  it('clears', () => {
    recentSearches.save('jazz');
    recentSearches.clear();
    expect(recentSearches.read()).toEqual([]);
  });
});
