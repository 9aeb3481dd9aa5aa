/**
 * Whether a URL's path is matched by a react-router path pattern: `:param` takes one segment,
 * `:param?` one or none, `*` the rest; static segments compare case-insensitively (as react-router does).
 */
export function pathMatches(url: string, pattern: string): boolean {
  const pathname = new URL(url, 'http://x').pathname;
  return match(split(pathname), split(pattern));
}

const split = (path: string) => path.split('/').filter(Boolean);

function match(url: string[], pattern: string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return url.length === 0;
  if (head === '*') return true;
  if (head.startsWith(':') && head.endsWith('?'))
    return match(url, rest) || (url.length > 0 && match(url.slice(1), rest));
  const [segment, ...others] = url;
  if (segment === undefined) return false;
  const same =
    head.startsWith(':') || decodeURIComponent(segment).toLowerCase() === head.toLowerCase();
  return same && match(others, rest);
}
