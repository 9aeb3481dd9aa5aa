import { describe, expect, it } from 'vitest';
import { usernameBase, usernameCandidates } from './username-candidates';

describe('usernameBase', () => {
  it.each([
    ['Ada Lovelace', 'ada.lovelace'],
    ['  Zoë   Saldaña ', 'zoe.saldana'],
    ["Conan O'Brien-Smith", 'conan.obriensmith'],
    ['Al', 'al.user'],
    ['李小龍', 'user'],
    ['...Dots...', 'dots'],
    ['A'.repeat(40), 'a'.repeat(26)],
  ])('%s → %s', (name, expected) => {
    const base = usernameBase(name);
    expect(base).toBe(expected);
    expect(base).toMatch(/^[a-z0-9_.]{3,26}$/);
  });
});

describe('usernameCandidates', () => {
  it('starts with the bare base, then adds 4 digits, all distinct and valid', () => {
    const candidates = usernameCandidates('Ada Lovelace', 5);
    expect(candidates[0]).toBe('ada.lovelace');
    expect(new Set(candidates).size).toBe(5);
    for (const c of candidates.slice(1)) expect(c).toMatch(/^ada\.lovelace\d{4}$/);
  });

  it('stays within 30 characters and terminates even with a stuck random source', () => {
    const candidates = usernameCandidates('B'.repeat(60), 5, () => 0.5);
    expect(candidates.length).toBeLessThanOrEqual(5);
    for (const c of candidates) expect(c.length).toBeLessThanOrEqual(30);
  });
});
