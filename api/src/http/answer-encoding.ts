/**
 * Compressed copies of a visitor's answer to a conditional read. The answer is the same bytes for
 * every visitor (answer-cache.ts), so it is compressed once per stored answer and every later
 * visitor whose client accepts it gets the compressed bytes: about a fifth of the feed's 16 KB, for
 * a phone on a slow network and for the server's socket writes.
 *
 * Each encoding is its own representation with its own strong ETag (the identity ETag with the
 * encoding appended), as HTTP requires of a strong validator.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** What an answer keeps of its compressed copies, made on first use. */
export interface EncodedCopies {
  encoded?: Partial<Record<AnswerEncoding, Buffer>>;
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none. A coding
 * refused with `q=0` is not used.
 */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const choice = parseChoice(acceptEncoding);
  if (chosen.size < CHOSEN_MAX) chosen.set(acceptEncoding, choice);
  return choice;
}

/**
 * Choices already made, by header value. Browsers send a handful of distinct values, and every
 * visitor's read asks: parsing each time was 2.6 % of the API's time under load. Capped, so a
 * client sending endless distinct values only gets them parsed.
 */
const chosen = new Map<string, AnswerEncoding | null>();
const CHOSEN_MAX = 64;

function parseChoice(acceptEncoding: string): AnswerEncoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The answer's bytes in `encoding`, compressed once and kept on the answer. */
export function encodedCopy(
  answer: EncodedCopies & { payload: Buffer },
  encoding: AnswerEncoding,
): Buffer {
  const copies = (answer.encoded ??= {});
  return (copies[encoding] ??= compress(answer.payload, encoding));
}

/** The strong ETag of an encoded copy: `"<hash>"` becomes `"<hash>-br"`. */
export function encodedEtag(etag: string, encoding: AnswerEncoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

function compress(payload: Buffer, encoding: AnswerEncoding): Buffer {
  // Quality 5 and level 6: within a few per cent of the smallest output, in about a millisecond
  // for the feed; made once per answer and time-to-live, not per request.
  return encoding === 'br'
    ? brotliCompressSync(payload, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
        },
      })
    : gzipSync(payload, { level: 6 });
}
