/**
 * Turns TypeBox validation errors into one sentence that names the field, e.g.
 * "limit must be at most 50" or "gender must be one of: female, male, ...". Schemas may carry an
 * `errorMessage` (the end of a sentence that starts with the field name) where the generic wording
 * would be cryptic, typically for a `pattern`.
 */
import type { TSchema } from 'typebox';

/** The shape TypeBox 1.x reports (Ajv-compatible). */
export interface SchemaError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

export interface DescribedError {
  message: string;
  field: string | null;
}

export function describeValidationErrors(
  errors: readonly SchemaError[],
  rootSchema: TSchema,
  part: RequestPart,
): DescribedError {
  const chosen = chooseError(errors);
  if (!chosen) return { message: `The request ${partLabel(part)} is invalid`, field: null };

  const segments = chosen.instancePath.split('/').slice(1).map(decodePointerSegment);
  if (chosen.keyword === 'required' || chosen.keyword === 'additionalProperties') {
    const names = (chosen.params.requiredProperties ??
      chosen.params.additionalProperties) as unknown;
    const first = Array.isArray(names) ? String(names[0]) : '';
    const field = [...segments, first].join('.');
    return chosen.keyword === 'required'
      ? { message: `${field} is required`, field }
      : { message: `${field} is not an accepted field`, field };
  }

  const field = segments.length > 0 ? segments.join('.') : null;
  const subject = field ?? `The request ${partLabel(part)}`;
  const custom = schemaAt(rootSchema, chosen.schemaPath)?.errorMessage;
  if (typeof custom === 'string') return { message: `${subject} ${custom}`, field };
  return { message: `${subject} ${phrase(chosen, field === null && part === 'body')}`, field };
}

/**
 * TypeBox lists every failed branch of a union. For `X | null` the useful one is X's; the summary
 * `anyOf` and the `must be null` branch only add noise. The first remaining error wins.
 */
function chooseError(errors: readonly SchemaError[]): SchemaError | undefined {
  const first = errors.find((e) => e.keyword !== 'boolean') ?? errors[0];
  if (!first) return undefined;
  const samePath = errors.filter((e) => e.instancePath === first.instancePath);
  const informative = samePath.filter(
    (e) =>
      e.keyword !== 'anyOf' &&
      e.keyword !== 'boolean' &&
      !(e.keyword === 'type' && e.params.type === 'null'),
  );
  return informative[0] ?? samePath[0] ?? first;
}

function phrase(error: SchemaError, isBodyRoot: boolean): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type':
      return isBodyRoot && p.type === 'object'
        ? 'must be a JSON object'
        : `must be ${typeName(p.type)}`;
    case 'minLength':
      return `must be at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'} long`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters long`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(p.limit)}`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'format':
      return p.format === 'uuid' ? 'must be a valid id' : `must be a valid ${String(p.format)}`;
    case 'pattern':
      return 'is not in the expected format';
    case 'minItems':
      return `must have at least ${String(p.limit)} items`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    default:
      return error.message;
  }
}

function typeName(type: unknown): string {
  switch (type) {
    case 'integer':
      return 'an integer';
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'null':
      return 'null';
    default:
      return `a ${String(type)}`;
  }
}

function partLabel(part: RequestPart): string {
  return part === 'querystring' ? 'query' : part === 'params' ? 'path' : part;
}

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Follows a `#/properties/x/anyOf/0` pointer into the schema that produced the error. */
function schemaAt(root: TSchema, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const segment of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[decodePointerSegment(segment)];
  }
  return node !== null && typeof node === 'object' ? (node as Record<string, unknown>) : undefined;
}
