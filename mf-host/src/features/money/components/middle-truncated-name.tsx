import { fileNameParts } from '../lib/file-name-parts';

/**
 * A file name on one line, shortened in the middle when it does not fit
 * ("door-photo-with-a-r…261123.png"): the start gets CSS's ellipsis, the end (the extension and
 * the characters before it) always shows, since that is what tells two photos apart. Phone
 * camera names have no spaces, so wrapping them took six lines on a 375 px screen. The full name
 * is the `title` (shown on hover) and the only text a screen reader reads: the two halves are
 * hidden from it, so it never hears a name cut short.
 */
export function MiddleTruncatedName({ name }: { name: string }) {
  const { start, end } = fileNameParts(name);
  return (
    <span className="money-file-name" title={name}>
      <span className="money-file-name__start" aria-hidden="true">
        {start}
      </span>
      <span className="money-file-name__end" aria-hidden="true">
        {end}
      </span>
      <span className="ui-visually-hidden">{name}</span>
    </span>
  );
}
