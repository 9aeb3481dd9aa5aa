/**
 * Where a startup read waits to be taken. The shell's entry chunk starts it with its own bundled
 * copy of this module (the shared shared-api has not downloaded yet); request() takes it through
 * the shared copy. The two copies meet at one global, keyed by a registered symbol.
 */
const STORE_KEY = Symbol.for('shared-api.startup-reads');

/**
 * An answer older than this is not handed out: the read was meant for the first render, and a
 * page opened later (the person went elsewhere first) asks afresh.
 */
export const STARTUP_READ_MAX_AGE_MS = 10_000;

interface Started {
  response: Promise<Response>;
  startedAt: number;
}

function store(): Map<string, Started> {
  const global = globalThis as { [STORE_KEY]?: Map<string, Started> };
  return (global[STORE_KEY] ??= new Map());
}

/**
 * What a read is kept under: its URL, and the ID token it was asked with, if any. Only a request
 * with the same token takes an answer made for a person.
 */
export function startupReadKey(url: string, token?: string | null): string {
  return token ? `${url}\nBearer ${token}` : url;
}

export function putStartupRead(key: string, response: Promise<Response>, startedAt = Date.now()) {
  store().set(key, { response, startedAt });
}

/** The answer started under exactly this key, once; undefined when none or too old. */
export function takeStartupRead(key: string, now = Date.now()): Promise<Response> | undefined {
  const started = store().get(key);
  if (!started) return undefined;
  store().delete(key);
  return now - started.startedAt <= STARTUP_READ_MAX_AGE_MS ? started.response : undefined;
}
