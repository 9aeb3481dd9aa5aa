import { describe, expect, it } from 'vitest';
import { goingText } from './going-text';

describe('goingText', () => {
  it('says no one is going when the count is 0', () => {
    expect(goingText([], 0)).toBe('No one is going yet!');
    expect(goingText([])).toBe('No one is going yet!');
  });

  it('names one person', () => {
    expect(goingText(['Alice'], 1)).toBe('Alice is going');
    expect(goingText(['Alice'])).toBe('Alice is going');
  });

  it('names two people', () => {
    expect(goingText(['Alice', 'Bob'], 2)).toBe('Alice and Bob are going');
    expect(goingText(['Alice', 'Bob'])).toBe('Alice and Bob are going');
  });

  it("says 'another' for the third person", () => {
    expect(goingText(['Alice', 'Bob', 'Cara'], 3)).toBe('Alice, Bob and another are going');
    expect(goingText(['Alice', 'Bob'], 3)).toBe('Alice, Bob and another are going');
  });

  it('counts the others beyond three', () => {
    expect(goingText(['Alice', 'Bob', 'Cara', 'Dan'], 4)).toBe('Alice, Bob and 2 others are going');
    expect(goingText(['Alice', 'Bob'], 12)).toBe('Alice, Bob and 10 others are going');
  });

  it("says 'others' when the count is unknown", () => {
    expect(goingText(['Alice', 'Bob', 'Cara'])).toBe('Alice, Bob and others are going');
    expect(goingText(['Alice', 'Bob', 'Cara', 'Dan'], Number.NaN)).toBe(
      'Alice, Bob and others are going',
    );
  });

  it('names one person and counts the rest when only one name is known', () => {
    expect(goingText(['Alice'], 2)).toBe('Alice and another are going');
    expect(goingText(['Alice'], 5)).toBe('Alice and 4 others are going');
  });

  it('counts people when no names are known', () => {
    expect(goingText([], 1)).toBe('1 person is going');
    expect(goingText([], 5)).toBe('5 people are going');
    expect(goingText([], 2500)).toBe('2.5k people are going');
  });

  it('shows large counts compactly', () => {
    expect(goingText(['Alice', 'Bob'], 1502)).toBe('Alice, Bob and 1.5k others are going');
  });

  it('skips blank names and trims the rest', () => {
    expect(goingText(['  ', ' Alice ', ''], 1)).toBe('Alice is going');
  });

  it('trusts the names when the total is smaller than the list', () => {
    expect(goingText(['Alice', 'Bob'], 1)).toBe('Alice and Bob are going');
    expect(goingText(['Alice', 'Bob', 'Cara'], 0)).toBe('Alice, Bob and another are going');
  });
});
