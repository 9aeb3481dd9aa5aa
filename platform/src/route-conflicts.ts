import type { RouteDeclaration } from './routes';

/**
 * The concrete shapes a path pattern can match, with every parameter written as `:`. An optional
 * parameter (`:modal?`) yields the shape with and without it. Two patterns that share a shape
 * would fight over the same URLs with the same rank, so publishing refuses them.
 */
export function pathShapes(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  let shapes: string[][] = [[]];
  for (const segment of segments) {
    const isParam = segment.startsWith(':') || segment === '*';
    const optional = segment.endsWith('?');
    const normal = isParam ? ':' : segment.toLowerCase();
    const next = shapes.map((s) => [...s, normal]);
    shapes = optional ? [...shapes, ...next] : next;
  }
  return [...new Set(shapes.map((s) => '/' + s.join('/')))];
}

export interface RouteConflict {
  path: string;
  otherPath: string;
  otherOwner: string;
  shape: string;
}

/** Routes of `candidate` that collide with routes already owned by others. */
export function findRouteConflicts(
  candidate: readonly RouteDeclaration[],
  others: ReadonlyArray<{ owner: string; routes: readonly RouteDeclaration[] }>,
): RouteConflict[] {
  const taken = new Map<string, { owner: string; path: string }>();
  for (const other of others) {
    for (const route of other.routes) {
      for (const shape of pathShapes(route.path))
        taken.set(shape, { owner: other.owner, path: route.path });
    }
  }
  const conflicts: RouteConflict[] = [];
  for (const route of candidate) {
    for (const shape of pathShapes(route.path)) {
      const hit = taken.get(shape);
      if (hit)
        conflicts.push({ path: route.path, otherPath: hit.path, otherOwner: hit.owner, shape });
    }
  }
  return conflicts;
}

/** Problems within one remote's own declarations: bad paths, duplicates, pages it does not expose. */
export function checkRouteDeclarations(
  routes: readonly RouteDeclaration[],
  exposedPages: readonly string[],
): string[] {
  const problems: string[] = [];
  const exposed = new Set(exposedPages);
  const seen = new Map<string, string>();
  for (const route of routes) {
    if (!route.path.startsWith('/'))
      problems.push(`route "${route.path}" must be an absolute path`);
    if (!exposed.has(route.page)) {
      problems.push(`route "${route.path}" names page "${route.page}", which is not exposed`);
    }
    for (const shape of pathShapes(route.path)) {
      const earlier = seen.get(shape);
      if (earlier) problems.push(`routes "${earlier}" and "${route.path}" match the same URLs`);
      seen.set(shape, route.path);
    }
  }
  return problems;
}
