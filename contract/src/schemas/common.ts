/** Schemas every group uses: nullable values, ids, times, images and paging. */
import { Type, type Static, type TArray, type TSchema } from 'typebox';
import { MAX_EPOCH_SECONDS } from '../limits';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A required text of 1 to `max` characters, whose error says so; `notBlank`: not only spaces
 * either.
 */
export const BoundedText = (max: number, { notBlank = false } = {}) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    ...(notBlank ? { pattern: '\\S' } : {}),
    errorMessage: `must be 1 to ${max} characters${notBlank ? ', not only spaces' : ''}`,
  });

/** An id in a query or body: bounded so a huge string is a 400, not a database lookup. */
export const Id = Type.String({ minLength: 1, maxLength: 100 });

/** A time in whole seconds since 1970, as every input takes it. */
export const Seconds = Type.Integer({
  minimum: 0,
  maximum: MAX_EPOCH_SECONDS,
  errorMessage: 'must be a time in whole seconds since 1970',
});

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
export type ImageRef = Static<typeof ImageRefSchema>;

/** Paging of every list: an opaque keyset token, not an offset; null on the last page. */
export const PaginationSchema = Type.Object({
  continuationToken: Nullable(Type.String()),
  hasMoreItems: Type.Boolean(),
});
export type Pagination = Static<typeof PaginationSchema>;

/**
 * The query fields of a paged list, to spread into its query: the token the previous page gave
 * (at most `tokenMaxLength` characters) and how many items to answer, 1 to `max`.
 */
export const pageQueryFields = (max: number, tokenMaxLength: number) => ({
  continuationToken: Type.Optional(Type.String({ maxLength: tokenMaxLength })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: max })),
});

/** One page of a list: its items under `key`, and how to ask for the next page. */
export function pageOf<const K extends string, T extends TSchema>(key: K, item: T) {
  const properties = { [key]: Type.Array(item), pagination: PaginationSchema } as {
    [P in K]: TArray<T>;
  } & { pagination: typeof PaginationSchema };
  return Type.Object(properties);
}

/** The body of calls that name one event. */
export const EventIdBody = Type.Object({ eventId: Id }, { additionalProperties: false });
export const EventIdQuery = Type.Object({ eventId: Id });
