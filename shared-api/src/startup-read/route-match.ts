/**
 * Which declared route a pathname opens, without the router: the shell's entry chunk asks before
 * React or the router have downloaded. Same syntax and the same choice as react-router for the
 * routes the remotes declare: `:name` is one segment, `:name?` an optional one, and of several
 * matches the most specific wins (a static segment beats a parameter, as `/app/event/:id/edit`
 * beats `/app/event/:id/:modal?`).
 */
export interface Matched<R> {
  route: R;
  params: Record<string, string>;
}

const STATIC_SCORE = 10;
const PARAM_SCORE = 3;

export function matchRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): Matched<R> | null {
  const segments = splitPath(pathname);
  let best: (Matched<R> & { score: number }) | null = null;
  for (const route of routes) {
    const matched = matchSegments(splitPath(route.path), segments);
    if (matched && (!best || matched.score > best.score)) {
      best = { route, params: matched.params, score: matched.score };
    }
  }
  return best && { route: best.route, params: best.params };
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchSegments(
  pattern: readonly string[],
  segments: readonly string[],
): { params: Record<string, string>; score: number } | null {
  const params: Record<string, string> = {};
  let score = 0;
  let at = 0;
  for (const part of pattern) {
    const segment = segments[at];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = safeDecode(segment);
      score += PARAM_SCORE;
    } else {
      if (segment !== part) return null;
      score += STATIC_SCORE;
    }
    at++;
  }
  return at === segments.length ? { params, score } : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
