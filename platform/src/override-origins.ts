/**
 * Which origins may stand in for a released remote in one deployment: the shell's
 * `?override=mf-events@http://localhost:3012` points one remote at a developer's dev server or at
 * another build, in one browser, only when the app configuration lists the address's origin
 * (`AppConfig.remoteOverrides`), and the Content-Security-Policy admits exactly those origins.
 *
 * An entry is an origin (`https://preview.example.com`) or an origin with any port
 * (`http://localhost:*`), written as a CSP source so that the shell's check and the policy agree.
 */
const ORIGIN_PATTERN = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/;

/** What the local stack (`npm start`, `deploy serve` without a Firebase project) allows. */
export const LOCAL_OVERRIDE_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
];

/** Whether a configured entry is a well-formed origin or `scheme://host:*` (lower case). */
export function isOverrideOriginPattern(entry: string): boolean {
  return ORIGIN_PATTERN.test(entry);
}

/** The origin of an http(s) URL (`http://localhost:3012`), or null. */
export function httpOriginOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Whether `origin` is one the list allows. No list (production) allows nothing. */
export function isOverrideOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[] | undefined,
): boolean {
  const url = httpOriginOf(origin);
  if (!url || !allowedOrigins) return false;
  const { protocol, hostname } = new URL(url);
  return allowedOrigins.some((entry) => {
    const match = ORIGIN_PATTERN.exec(entry);
    if (!match) return false;
    const [, scheme, entryHost, port] = match;
    if (`${scheme}:` !== protocol) return false;
    return port === '*' ? entryHost === hostname : httpOriginOf(entry) === url;
  });
}
