/**
 * Validates request parts with TypeBox's compiler instead of Fastify's default Ajv: the schemas are
 * TypeBox's, and the errors come back as one `invalid_request` that names the field.
 *
 * Query strings, params and headers arrive as strings, so their declared integers, numbers and
 * booleans are converted first, strictly: '12' becomes 12, but '2.5' or '' stay strings and fail
 * as "must be an integer" (TypeBox's own Value.Convert would quietly turn '2.5' into 2).
 * A JSON body is validated exactly as sent. Every part is also refused when it holds a NUL
 * character (see nul-characters.ts).
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { invalidField, invalidRequest } from './api-error';
import { findNulCharacter } from './nul-characters';
import { describeValidationErrors, type RequestPart, type SchemaError } from './validation-message';

export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const part = (httpPart ?? 'body') as RequestPart;
  return (input: unknown) => {
    const value = part === 'body' ? input : convertStrings(schema, input);
    const nulAt = findNulCharacter(value);
    if (nulAt !== null) {
      const subject = nulAt || `The request ${part === 'querystring' ? 'query' : part}`;
      const message = `${subject} cannot contain a NUL character`;
      return { error: nulAt ? invalidField(nulAt, message) : invalidRequest(message) };
    }
    if (check.Check(value)) return { value };
    const errors = check.Errors(value) as unknown as SchemaError[];
    const { message, field } = describeValidationErrors(errors, schema, part);
    // Fastify keeps an Error returned here as the request's error (status 400), which the error
    // handler then sends as our envelope.
    return { error: field ? invalidField(field, message) : invalidRequest(message) };
  };
};

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Converts the string properties of a flat object whose schema declares a scalar type. */
function convertStrings(schema: TSchema, input: unknown): unknown {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  if (!properties || input === null || typeof input !== 'object') return input;
  const output: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [key, raw] of Object.entries(output)) {
    const type = properties[key]?.type;
    if (typeof raw !== 'string') continue;
    if (type === 'integer' && INTEGER.test(raw)) output[key] = Number(raw);
    else if (type === 'number' && NUMBER.test(raw)) output[key] = Number(raw);
    else if (type === 'boolean' && (raw === 'true' || raw === 'false'))
      output[key] = raw === 'true';
  }
  return output;
}
