/**
 * The exact text a guest receives from a text blast, made here once so the API sends what the
 * dashboard previews: it names the event and its host (the platform's number sends it, so the
 * guest must see who writes), ends with the opt-out words carriers require, and carries no
 * bidirectional controls or invisible characters (which can make a link or a name read as
 * something else). Links stay as written: that is how they arrive.
 */

export const BLAST_OPT_OUT_WORDS = 'Reply STOP to opt out';

/**
 * Bidirectional controls (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069), zero-width and
 * other invisible characters (U+00AD, U+180E, U+200B–U+200D, U+2060–U+2064, U+FEFF), and C0/C1
 * controls other than the line break.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
  /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function stripHiddenCharacters(text: string): string {
  return text.replace(HIDDEN, '');
}

export interface BlastTextParts {
  eventName: string;
  hostName: string;
  message: string;
}

/** `Roof Party (from Hal Host): Doors open at 8!\n\nReply STOP to opt out` */
export function blastText({ eventName, hostName, message }: BlastTextParts): string {
  const clean = (text: string) => stripHiddenCharacters(text).trim();
  return `${clean(eventName)} (from ${clean(hostName)}): ${clean(message)}\n\n${BLAST_OPT_OUT_WORDS}`;
}
