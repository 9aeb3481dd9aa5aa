/** /v2/images/…: upload an image (two WebP variants are stored) and serve the stored files. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError, invalidField, notFound } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import { isImageFileName } from '../images/image-names';
import { UnreadableImageError } from '../images/image-processing';
import {
  MAX_IMAGE_BYTES,
  UnsupportedImageTypeError,
  type ImageService,
} from '../images/image-service';

export interface ImageRoutesOptions {
  images: ImageService;
}

const FIELD = 'image';
const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024;

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', `The image is larger than ${MAX_MB} MB`);
const unsupported = () =>
  new ApiError(415, 'unsupported_media_type', new UnsupportedImageTypeError().message);

export const imageRoutes: FastifyPluginAsync<ImageRoutesOptions> = async (app, { images }) => {
  await app.register(multipart);

  serve(app, 'POST /images/', async (request) => {
    const bytes = await readImagePart(request);
    try {
      return { image: await images.upload(bytes) };
    } catch (error) {
      if (error instanceof UnsupportedImageTypeError) throw unsupported();
      if (error instanceof UnreadableImageError) throw invalidField(FIELD, error.message);
      throw error;
    }
  });

  serve(app, 'GET /images/files/:name', async (request, reply) => {
    const { name } = request.params;
    const bytes = isImageFileName(name) ? await images.file(name) : null;
    if (!bytes) throw notFound('Image not found');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};

/** The bytes of the one file part named `image`, or a 400/413/415 that says what is wrong. */
async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupported();
  let found: Buffer | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 2, parts: 10 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== FIELD) {
        throw invalidField(FIELD, `Send the file in a part named '${FIELD}'`);
      }
      if (found) throw invalidField(FIELD, 'Send one image at a time');
      found = bytes;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw invalidField(FIELD, 'Send one image at a time');
    if (code === 'FST_PARTS_LIMIT') throw invalidField(FIELD, 'The form has too many parts');
    throw invalidField(FIELD, 'The upload is not a readable multipart form');
  }
  if (!found) throw invalidField(FIELD, `image is required (a file part named '${FIELD}')`);
  if (found.length === 0) throw invalidField(FIELD, 'image is empty');
  return found;
}
