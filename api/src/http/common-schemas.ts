/** Schemas shared by several route groups: the success envelope, images, nullable values. */
import { Type, type TSchema } from 'typebox';

/** The success half of the contract's envelope: `{ data: <payload> }`. */
export const dataEnvelope = <T extends TSchema>(payload: T) => Type.Object({ data: payload });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const ImageUrl = Type.String({
  minLength: 1,
  maxLength: 2048,
  pattern: '^https?://\\S+$',
  errorMessage: 'must be an http(s) URL',
});

/** `{ urls: { small, large } }`: a processed image, as the image service returns it. */
export const ImageRefSchema = Type.Object(
  { urls: Type.Object({ small: ImageUrl, large: ImageUrl }, { additionalProperties: false }) },
  { additionalProperties: false },
);
