import type { FastifyInstance } from 'fastify';
import { invalidRequest } from './api-error';

/**
 * How deep a JSON request body may nest. No request of the contract nests more than a few levels,
 * and code that walks a parsed value (the NUL check, the validator, the error reporter) must never
 * meet 10,000 levels: the raw text is measured first, in one pass with no recursion, and a body
 * nested deeper than this is refused as bad input before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of `[` and `{` in JSON text (brackets inside strings do not count). */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return deepest;
}

/** Fastify's JSON parser (prototype poisoning refused), after the depth check. */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
      done(invalidRequest(`The request body is nested more than ${MAX_JSON_DEPTH} levels deep`));
      return;
    }
    parse(request, text, done);
  });
}
