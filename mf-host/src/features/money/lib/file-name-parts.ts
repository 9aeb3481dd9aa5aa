/**
 * A file name cut in two for a middle ellipsis: `start` may be shortened (CSS `text-overflow`
 * puts the "…" at its end), `end` is always shown whole, so "door-photo-with-a-rather-…261123.png"
 * keeps the last characters before the extension and the extension itself, which tell files apart.
 */
export interface FileNameParts {
  start: string;
  end: string;
}

/** Characters of the name kept before the extension (phone cameras end names with a counter). */
const KEPT_BEFORE_EXTENSION = 6;
/** Longer than this after the last dot is not an extension but part of the name. */
const EXTENSION_MAX = 8;

/**
 * By grapheme (what a person sees as one character), so "🎟️" or "é" is never cut in half.
 * shared-ui has the same helper but does not export it; Array.from (code points) is the fallback
 * where Intl.Segmenter is missing.
 */
function characters(text: string): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return Array.from(text);
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function fileNameParts(name: string): FileNameParts {
  const chars = characters(name);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? characters(name.slice(dot)) : [];
  // ".png" is an extension; "." alone or ".15.45 at 20" is not.
  const extensionLength =
    extension.length > 1 && extension.length - 1 <= EXTENSION_MAX ? extension.length : 0;
  const cut = Math.max(0, chars.length - extensionLength - KEPT_BEFORE_EXTENSION);
  return { start: chars.slice(0, cut).join(''), end: chars.slice(cut).join('') };
}
