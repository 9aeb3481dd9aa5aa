/**
 * A flyer or profile photo must be an image this API stored: its URLs are the ones `POST /images/`
 * handed out (our base, then a stored file name). Any other address would make every viewer's
 * browser fetch from a third party (tracking them, or showing what we never checked) and would
 * fall outside the app's Content-Security-Policy.
 */
import type { ImageRef } from 'contract';
import { invalidField } from '../http/api-error';
import { isImageFileName } from './image-names';

/** Throws a 400 naming `field` when `ref` has a URL we did not hand out. */
export type OwnImageCheck = (field: string, ref: ImageRef | null | undefined) => void;

export function ownImageCheck(baseUrl: string): OwnImageCheck {
  const prefix = `${baseUrl.replace(/\/+$/, '')}/`;
  const isOurs = (url: string) =>
    url.startsWith(prefix) && isImageFileName(url.slice(prefix.length));
  return (field, ref) => {
    if (!ref) return;
    if (!isOurs(ref.urls.small) || !isOurs(ref.urls.large)) {
      throw invalidField(
        field,
        `${field} must be an image uploaded to this app (POST /v2/images/)`,
      );
    }
  };
}
