/**
 * The Instagram step's rule, the API's: a handle of 1 to USER_LIMITS.instagramMaxLength letters,
 * digits, '_' or '.', stored without '@'. People paste '@handle' or a profile link: both are read.
 */
import { USER_LIMITS } from 'contract/values';
import { accept, reject, type FieldCheck } from './field-check';

export const INSTAGRAM_MAX_LENGTH = USER_LIMITS.instagramMaxLength;
const HANDLE = /^[A-Za-z0-9_.]+$/;
const PROFILE_LINK = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/i;

export function checkInstagram(input: string): FieldCheck<string> {
  const text = input.trim();
  const handle = (PROFILE_LINK.exec(text)?.[1] ?? text).replace(/^@/, '');
  if (!handle) return reject('Enter your Instagram handle, or choose Skip.');
  if (handle.length > INSTAGRAM_MAX_LENGTH) {
    return reject(`Instagram handles are at most ${INSTAGRAM_MAX_LENGTH} characters.`);
  }
  if (!HANDLE.test(handle)) {
    return reject("Instagram handles only have letters, numbers, '_' and '.'.");
  }
  return accept(handle);
}

export function instagramProfileUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}
