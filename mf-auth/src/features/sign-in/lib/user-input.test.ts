import { describe, expect, it } from 'vitest';
import { userInputOf } from './user-input';

describe('userInputOf', () => {
  it('sends every answered field, and the phone never (the server takes it from the token)', () => {
    const photo = { urls: { small: '/s.webp', large: '/l.webp' } };
    expect(
      userInputOf({
        phone: '+15551234567',
        name: 'Ava',
        photo,
        birthday: '2000-01-31',
        gender: 'nonbinary',
        instagram: 'ava.q',
      }),
    ).toEqual({
      name: 'Ava',
      photo,
      birthday: '2000-01-31',
      gender: 'nonbinary',
      instagram: 'ava.q',
    });
  });

  it('sends a skipped Instagram as null', () => {
    expect(userInputOf({ name: 'Ava', instagram: null })).toMatchObject({ instagram: null });
  });
});
