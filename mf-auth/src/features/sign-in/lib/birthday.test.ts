import { describe, expect, it } from 'vitest';
import { checkBirthday } from './birthday';

const today = new Date(Date.UTC(2026, 10, 22)); // 2026-11-22

describe('checkBirthday (the API rules: a real date, age 13–120)', () => {
  it('accepts ages 13 to 120 on the day', () => {
    expect(checkBirthday('2013-11-22', today)).toEqual({ ok: true, value: '2013-11-22' });
    expect(checkBirthday('1905-11-23', today)).toEqual({ ok: true, value: '1905-11-23' });
    expect(checkBirthday(' 1990-05-01 ', today)).toEqual({ ok: true, value: '1990-05-01' });
  });

  it('refuses the day before turning 13, the day of turning 121, and the future', () => {
    expect(checkBirthday('2013-11-23', today)).toEqual({
      ok: false,
      message: 'You must be at least 13 years old to sign up.',
    });
    expect(checkBirthday('1905-11-22', today)).toEqual({
      ok: false,
      message: "Check the year: that's more than 120 years ago.",
    });
    expect(checkBirthday('2030-01-01', today)).toEqual({
      ok: false,
      message: "Your birthday can't be in the future.",
    });
  });

  it('refuses empty input and dates that do not exist', () => {
    expect(checkBirthday('', today)).toEqual({ ok: false, message: 'Enter your birthday.' });
    expect(checkBirthday('2001-02-29', today)).toMatchObject({ ok: false });
    expect(checkBirthday('31/01/2000', today)).toMatchObject({ ok: false });
  });
});
