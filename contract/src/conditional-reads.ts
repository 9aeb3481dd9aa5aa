/**
 * What a conditional read (`conditional: true` in the contract) answers besides its body. One
 * place for the values: the API sends them, the OpenAPI document and docs/api.md describe them.
 */

/** Asks a list to skip its computed fields (friends going, attendees) for a fast first paint. */
export const EXCLUDE_COMPUTED_FIELDS_HEADER = 'X-Exclude-Computed-Fields';

export const CONDITIONAL_READ = {
  /**
   * A visitor's answer: any cache may keep it, but must ask again (If-None-Match) before each
   * reuse, so an edit or a deletion shows at once while an unchanged answer costs no body.
   */
  publicCacheControl: 'public, max-age=0, must-revalidate',
  /** A signed-in caller's answer (it holds what they liked, their friends going): theirs only. */
  privateCacheControl: 'private, no-cache',
  /**
   * The request headers the answer depends on: a cache keeps one answer per combination. A
   * visitor's answer is compressed (brotli or gzip) when the request accepts it.
   */
  vary: `Authorization, ${EXCLUDE_COMPUTED_FIELDS_HEADER}, Accept-Encoding`,
} as const;
