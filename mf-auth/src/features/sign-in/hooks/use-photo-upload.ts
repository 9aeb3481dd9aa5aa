import { useCallback, useEffect, useRef, useState } from 'react';
import { getIdToken, isApiError, toUserMessage } from 'shared-api';
import { uploadPhoto } from '../api/upload-photo';
import type { ImageRef } from 'contract';
import { photoFileProblem } from '../lib/photo-file';

const SIGNED_OUT_MESSAGE = 'Your sign-in has ended. Go back and enter your number again.';

export type PhotoUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; previewUrl: string }
  | { status: 'error'; message: string }
  | { status: 'done'; image: ImageRef; previewUrl: string };

/**
 * Checks a chosen file, shows it at once (a local preview) and uploads it through POST /images/.
 * A newer choice wins: an older upload finishing late does not replace it.
 */
export function usePhotoUpload(
  onUploaded: (image: ImageRef) => void,
  /** The Firebase ID token; a parameter so tests can give one without Firebase. */
  getToken: () => Promise<string | null> = getIdToken,
) {
  const [state, setState] = useState<PhotoUploadState>({ status: 'idle' });
  const latest = useRef(0);
  const previewUrl = useRef<string | null>(null);

  const releasePreview = () => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
  };
  useEffect(() => releasePreview, []);

  const choose = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      const problem = photoFileProblem(file);
      if (problem) {
        setState({ status: 'error', message: problem });
        return;
      }
      releasePreview();
      const url = URL.createObjectURL(file);
      previewUrl.current = url;
      setState({ status: 'uploading', previewUrl: url });
      try {
        const token = await getToken();
        if (!token) {
          setState({ status: 'error', message: SIGNED_OUT_MESSAGE });
          return;
        }
        const image = await uploadPhoto(file, token, { fileName: file.name });
        if (attempt !== latest.current) return;
        setState({ status: 'done', image, previewUrl: url });
        onUploaded(image);
      } catch (error) {
        if (attempt !== latest.current) return;
        setState({ status: 'error', message: uploadMessage(error) });
      }
    },
    [onUploaded, getToken],
  );

  return { state, choose };
}

/** The server's own words for a refused file (type, size); the generic ones otherwise. */
function uploadMessage(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    if (error.code === 'unsupported_media_type') return 'Choose a JPEG, PNG, WebP or GIF image.';
    if (error.code === 'payload_too_large')
      return 'That photo is larger than 10 MB. Choose a smaller one.';
    if (error.code === 'invalid_request')
      return "We couldn't read that image. Choose another photo.";
  }
  return toUserMessage(error);
}
