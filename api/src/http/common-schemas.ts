/** Schemas shared by several route groups: the success envelope, images, nullable values. */
import { Type, type TSchema } from 'typebox';

/** The success half of the contract's envelope: `{ data: <payload> }`. */
export const dataEnvelope = <T extends TSchema>(payload: T) => Type.Object({ data: payload });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// An absolute http(s) URL, or a root-relative path to an image this API stored (POST /images/
// hands those out unless a public base URL is configured).
const ImageUrl = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: '^(https?://\\S+|/v2/images/files/[A-Za-z0-9._-]+)$',
  errorMessage: 'must be an http(s) URL or an uploaded image path (/v2/images/files/…)',
});

/** `{ urls: { small, large } }`: a processed image, as the image service returns it. */
export const ImageRefSchema = Type.Object(
  { urls: Type.Object({ small: ImageUrl, large: ImageUrl }, { additionalProperties: false }) },
  { additionalProperties: false },
);
