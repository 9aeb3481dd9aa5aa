import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from 'contract/values';
import { checkInstagram, instagramProfileUrl } from './instagram';
import { checkName } from './name';
import { photoFileProblem } from './photo-file';

describe('checkName', () => {
  it('trims and keeps 1–50 characters', () => {
    expect(checkName('  Ava   Quinn ')).toEqual({ ok: true, value: 'Ava Quinn' });
    expect(checkName('a'.repeat(50))).toMatchObject({ ok: true });
    expect(checkName('   ')).toEqual({
      ok: false,
      message: 'Enter your name so friends can find you.',
    });
    expect(checkName('a'.repeat(51))).toEqual({
      ok: false,
      message: 'Keep your name to 50 characters or fewer.',
    });
  });
});

describe('checkInstagram', () => {
  it('reads a handle as typed, with @, or as a profile link', () => {
    expect(checkInstagram('ava.q')).toEqual({ ok: true, value: 'ava.q' });
    expect(checkInstagram(' @ava_q ')).toEqual({ ok: true, value: 'ava_q' });
    expect(checkInstagram('https://www.instagram.com/ava.q/?hl=en')).toEqual({
      ok: true,
      value: 'ava.q',
    });
    expect(checkInstagram('instagram.com/Ava')).toEqual({ ok: true, value: 'Ava' });
  });

  it('refuses empty, too long and wrong characters, in words', () => {
    expect(checkInstagram('@')).toEqual({
      ok: false,
      message: 'Enter your Instagram handle, or choose Skip.',
    });
    expect(checkInstagram('a'.repeat(31))).toEqual({
      ok: false,
      message: 'Instagram handles are at most 30 characters.',
    });
    expect(checkInstagram('ava q!')).toEqual({
      ok: false,
      message: "Instagram handles only have letters, numbers, '_' and '.'.",
    });
  });

  it('links to the profile', () => {
    expect(instagramProfileUrl('ava.q')).toBe('https://www.instagram.com/ava.q/');
  });
});

describe('photoFileProblem', () => {
  it('accepts the API types up to its size limit', () => {
    expect(photoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: IMAGE_LIMITS.maxBytes })).toBeNull();
    expect(photoFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types, empty files and files over 10 MB', () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Choose a JPEG, PNG, WebP or GIF image.',
    );
    expect(photoFileProblem({ type: 'image/heic', size: 10 })).toMatch(/JPEG, PNG, WebP or GIF/);
    expect(photoFileProblem({ type: 'image/png', size: 0 })).toMatch(/empty/);
    expect(photoFileProblem({ type: 'image/png', size: IMAGE_LIMITS.maxBytes + 1 })).toBe(
      'That photo is larger than 10 MB. Choose a smaller one.',
    );
  });
});
