import { describe, expect, it } from 'vitest';
import { ageOn, birthdayBounds, birthdayProblem, isCalendarDate } from './birthday';

describe('isCalendarDate', () => {
  it.each(['2000-01-01', '2024-02-29', '1999-12-31'])('accepts %s', (d) => {
    expect(isCalendarDate(d)).toBe(true);
  });
  it.each(['2023-02-29', '2000-13-01', '2000-00-10', '2000-04-31', '2000-1-1', '20000-01-01'])(
    'rejects %s',
    (d) => expect(isCalendarDate(d)).toBe(false),
  );
});

describe('ageOn', () => {
  const today = new Date('2026-06-15T23:59:00Z');
  it.each([
    ['2013-06-15', 13],
    ['2013-06-16', 12],
    ['2013-06-14', 13],
    ['1906-06-15', 120],
    ['1906-06-16', 119],
    ['2030-01-01', -4],
  ])('born %s is %i', (birthday, age) => {
    expect(ageOn(birthday, today)).toBe(age);
  });

  it('counts a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2008-02-29', new Date('2021-02-28T12:00:00Z'))).toBe(12);
    expect(ageOn('2008-02-29', new Date('2021-03-01T12:00:00Z'))).toBe(13);
  });
});

describe('birthdayBounds', () => {
  const today = new Date(Date.UTC(2026, 10, 22)); // 2026-11-22
  it('gives the date picker the oldest and youngest accepted birthdays', () => {
    const { min, max } = birthdayBounds(today);
    expect({ min, max }).toEqual({ min: '1905-11-23', max: '2013-11-22' });
    expect(birthdayProblem(min, today)).toBeNull();
    expect(birthdayProblem(max, today)).toBeNull();
  });

  it('handles a leap day today', () => {
    const leapDay = new Date(Date.UTC(2028, 1, 29));
    const { max, min } = birthdayBounds(leapDay);
    expect(max).toBe('2015-02-28');
    expect(ageOn(max, leapDay)).toBe(13);
    expect(ageOn(min, leapDay)).toBe(120);
    expect(birthdayProblem('2015-03-01', leapDay)).toBe('too_young');
  });
});
