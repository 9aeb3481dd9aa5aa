import path from 'node:path';

export type ResolvedPath =
  { ok: true; file: string; segments: string[] } | { ok: false; status: 400 | 403 };

/**
 * Map a URL pathname (still percent-encoded, without the query) to a file inside `root`. Each
 * segment is decoded on its own, so an encoded `%2f` or `%2e%2e` cannot smuggle in a separator
 * or a parent step; any `..`, backslash or NUL is refused rather than normalised away.
 */
export function resolveInside(root: string, pathname: string): ResolvedPath {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (!raw) continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { ok: false, status: 400 };
    }
    if (segment === '.') continue;
    if (segment === '..' || /[/\\\0]/.test(segment)) return { ok: false, status: 403 };
    segments.push(segment);
  }
  const base = path.resolve(root);
  const file = path.join(base, ...segments);
  // Belt and braces: the checks above already make escaping impossible.
  if (file !== base && !file.startsWith(base + path.sep)) return { ok: false, status: 403 };
  return { ok: true, file, segments };
}
