import { contract } from 'contract';
import type { RouteDeclaration } from '../src/routes';

/** The part of a JSON schema (TypeBox) the walk reads. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/**
 * What is wrong with the routes' startup reads, one sentence each. A startup read is started by
 * the shell from data alone (the route declaration in the release manifest), so a wrong name
 * fails silently in a visitor's browser: an endpoint the contract lacks, a query parameter it does
 * not take, or an image path that names nothing in the answer (the flyer is then not preloaded,
 * and nobody sees an error). The build checks each declaration against the contract instead.
 */
export function startupReadProblems(routes: readonly RouteDeclaration[]): string[] {
  const problems: string[] = [];
  for (const { path, startupRead: read } of routes) {
    if (!read) continue;
    const spec = (contract as Record<string, { query?: JsonSchema; response?: JsonSchema }>)[
      read.endpoint
    ];
    if (!spec) {
      problems.push(`${path}: startup read ${read.endpoint} is not an endpoint of the contract`);
      continue;
    }
    const known = Object.keys(spec.query?.properties ?? {});
    for (const key of Object.keys(read.query ?? {})) {
      if (!known.includes(key))
        problems.push(`${path}: ${read.endpoint} takes no query parameter "${key}"`);
    }
    if (read.image !== undefined && !isStringAt(spec.response, read.image.split('.'))) {
      problems.push(
        `${path}: the image path "${read.image}" names no text field of ${read.endpoint}'s answer ` +
          `(paths start inside its data, e.g. "event.flyer.urls.large")`,
      );
    }
  }
  return problems;
}

/** Whether some value the schema allows holds a string at `path` (an index steps into an array). */
function isStringAt(schema: JsonSchema | undefined, path: readonly string[]): boolean {
  if (!schema) return false;
  const alternatives = schema.anyOf ?? schema.allOf;
  if (alternatives) return alternatives.some((branch) => isStringAt(branch, path));
  const [step, ...rest] = path;
  if (step === undefined) return schema.type === 'string';
  if (schema.type === 'array') return /^\d+$/.test(step) && isStringAt(schema.items, rest);
  return schema.type === 'object' && isStringAt(schema.properties?.[step], rest);
}
