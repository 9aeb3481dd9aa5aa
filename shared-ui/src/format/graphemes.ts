// Names hold emoji and accented letters; cutting by UTF-16 code units could split "👩‍🎤" or "é"
// in half and print a broken glyph. Cutting by grapheme (what a person sees as one character)
// cannot. Intl.Segmenter is in every evergreen browser; Array.from is the code-point fallback.
let segmenter: Intl.Segmenter | null | undefined;

/** The user-perceived characters of a string. */
export function graphemes(text: string): string[] {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('en', { granularity: 'grapheme' })
        : null;
  }
  if (segmenter === null) return Array.from(text);
  return Array.from(segmenter.segment(text), (s) => s.segment);
}
