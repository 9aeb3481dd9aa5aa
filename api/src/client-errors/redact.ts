/**
 * Error messages and stacks can quote what a person typed or who they are (an email, a phone
 * number, a token in a URL). Reports are scrubbed before they are stored: the client does it too,
 * but the server does not rely on it.
 */
const PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // JWTs (Firebase ID tokens) and long opaque tokens.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b[A-Za-z0-9_-]{40,}\b/g, '[token]'],
  // Phone numbers: + and 7 to 15 digits, spaces, dots or dashes between.
  [/\+?\d[\d\s().-]{6,}\d/g, '[number]'],
];

export function redactPersonalData(text: string): string {
  return PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
