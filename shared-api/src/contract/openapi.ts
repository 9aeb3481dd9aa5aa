/** The contract as an OpenAPI 3.1 document (TypeBox schemas are JSON Schema already). */
import { isAccessPolicy } from './access';
import { contract, endpointNames } from './contract';
import { splitEndpointKey, type EndpointSpec } from './endpoint';
import { ERROR_STATUS, type ErrorCode } from './error-codes';

type JsonObject = Record<string, unknown>;

export interface OpenApiOptions {
  version: string;
  /** Where the API is served, e.g. `/v2`. */
  serverUrl: string;
}

export function openApiDocument({ version, serverUrl }: OpenApiOptions): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const name of endpointNames()) {
    const { method, path } = splitEndpointKey(name);
    const openApiPath = path.replace(/:([A-Za-z]+)/g, '{$1}');
    (paths[openApiPath] ??= {})[method.toLowerCase()] = operation(name, contract[name]);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Events API',
      version,
      description:
        'Success answers are `{ data }`, failures `{ error: { code, message, details? } }`. ' +
        'Timestamps are seconds since 1970, money is integer cents.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  };
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
        message: { type: 'string' },
        details: {},
      },
    },
  },
};

function operation(name: string, spec: EndpointSpec): JsonObject {
  const parameters = [
    ...parametersOf(spec.params, 'path'),
    ...parametersOf(spec.query, 'query'),
    ...parametersOf(spec.headers, 'header'),
  ];
  return {
    operationId: name,
    summary: spec.summary,
    'x-access': spec.access,
    ...(isAccessPolicy(spec.access) && spec.access !== 'public'
      ? { security: spec.access === 'optional' ? [{}, { firebase: [] }] : [{ firebase: [] }] }
      : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? { requestBody: { content: { 'application/json': { schema: spec.body } } } }
      : spec.consumes
        ? { requestBody: { content: { [contentTypeOf(spec.consumes)]: {} } } }
        : {}),
    responses: {
      [String(spec.status ?? 200)]: successResponse(spec),
      ...errorResponses(errorsOf(spec)),
    },
  };
}

function successResponse(spec: EndpointSpec): JsonObject {
  if (!spec.response) {
    return { description: spec.produces ?? 'OK', content: { [contentTypeOf(spec.produces)]: {} } };
  }
  const schema = { type: 'object', required: ['data'], properties: { data: spec.response } };
  return { description: 'OK', content: { 'application/json': { schema } } };
}

/**
 * The declared codes plus the ones any endpoint may answer: a bad request or a crash, a missing
 * token unless public, and a body too large or of the wrong type for any endpoint that takes one.
 */
export function errorsOf(spec: EndpointSpec): ErrorCode[] {
  const always: ErrorCode[] = ['invalid_request', 'internal'];
  if (spec.access !== 'public') always.push('unauthenticated');
  if (spec.body || spec.consumes) always.push('payload_too_large', 'unsupported_media_type');
  return [...new Set([...always, ...spec.errors])];
}

function errorResponses(codes: ErrorCode[]): Record<string, JsonObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.join(', '),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

function parametersOf(schema: EndpointSpec['query'], where: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function contentTypeOf(text: string | undefined): string {
  const match = /^[a-z]+\/[a-z0-9.+-]+/.exec(text ?? '');
  return match ? match[0] : 'application/octet-stream';
}
