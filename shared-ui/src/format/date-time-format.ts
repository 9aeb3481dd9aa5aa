const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached en-US formatter for an IANA time zone. Building an Intl.DateTimeFormat is slow enough
 * to show in a long feed, so each (zone, options) pair is built once.
 *
 * An unknown zone would throw a RangeError in the middle of rendering a page; it falls back to
 * the viewer's own zone instead, which is the best guess left.
 */
export function dateTimeFormat(
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    cache.set(key, format);
  }
  return format;
}

/**
 * Newer ICU versions put a narrow no-break space before AM/PM and thin spaces in ranges; engines
 * disagree on which. Plain spaces give the same text in every browser, in Node and in tests.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ');
}
