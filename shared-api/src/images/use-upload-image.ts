import { useMutation } from '@tanstack/react-query';
import { requireToken } from '../http/require-token';
import { useSession } from '../session/session-context';
import { uploadImage } from './images-api';

/** Uploads a picked file (flyer, photo) with the session's token. */
export function useUploadImage() {
  const { token } = useSession();
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, requireToken(token), { fileName: file.name }),
  });
}
