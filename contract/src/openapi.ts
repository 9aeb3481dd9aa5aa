/** The contract as an OpenAPI 3.1 document (TypeBox schemas are JSON Schema already). */
import { isAccessPolicy } from './access';
import { CONDITIONAL_READ } from './conditional-reads';
import { contract, endpointNames } from './contract';
import { splitEndpointKey, type EndpointSpec, type HttpMethod } from './endpoint';
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
      securitySchemes: {
        firebase: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        // Release tooling's secret (DEPLOY_TOKEN), not a person's token.
        deploy: { type: 'http', scheme: 'bearer' },
      },
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
    ...(spec.conditional ? [IF_NONE_MATCH] : []),
  ];
  return {
    operationId: name,
    summary: spec.summary,
    'x-access': spec.access,
    ...(isAccessPolicy(spec.access) && spec.access !== 'public'
      ? {
          security:
            spec.access === 'optional'
              ? [{}, { firebase: [] }]
              : spec.access === 'deploy'
                ? [{ deploy: [] }]
                : [{ firebase: [] }],
        }
      : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? { requestBody: { content: { 'application/json': { schema: spec.body } } } }
      : spec.consumes
        ? { requestBody: { content: { [contentTypeOf(spec.consumes)]: {} } } }
        : {}),
    responses: {
      [String(spec.status ?? 200)]: successResponse(spec),
      ...(spec.conditional ? { '304': NOT_MODIFIED } : {}),
      ...errorResponses(errorsOf(spec, splitEndpointKey(name).method)),
    },
  };
}

function successResponse(spec: EndpointSpec): JsonObject {
  if (!spec.response) {
    return { description: spec.produces ?? 'OK', content: { [contentTypeOf(spec.produces)]: {} } };
  }
  const schema = { type: 'object', required: ['data'], properties: { data: spec.response } };
  return {
    description: 'OK',
    ...(spec.conditional ? { headers: CONDITIONAL_HEADERS } : {}),
    content: { 'application/json': { schema } },
  };
}

const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of an answer already held: 304 with no body while it is still the answer.',
  schema: { type: 'string' },
};
const CONDITIONAL_HEADERS = {
  ETag: { description: 'A hash of this body.', schema: { type: 'string' } },
  'Cache-Control': {
    description: `Visitors: \`${CONDITIONAL_READ.publicCacheControl}\`; signed in: \`${CONDITIONAL_READ.privateCacheControl}\`.`,
    schema: { type: 'string' },
  },
  Vary: { schema: { type: 'string', const: CONDITIONAL_READ.vary } },
};
const NOT_MODIFIED = {
  description: "Not Modified: the If-None-Match ETag is this answer's; no body.",
  headers: { ETag: CONDITIONAL_HEADERS.ETag },
};

/**
 * The declared codes plus the ones any endpoint may answer: a bad request or a crash, too many
 * requests (the rate limits of RATE_LIMITS), a missing token unless public, and a body too large
 * or of the wrong type for any endpoint that takes one. Given the method, a body too large or of
 * the wrong type counts for every method but GET: the server reads a body sent with any other,
 * declared or not (a DELETE sent 200 KB is a 413). Any write may also answer `conflict`.
 */
export function errorsOf(spec: EndpointSpec, method?: HttpMethod): ErrorCode[] {
  const always: ErrorCode[] = ['invalid_request', 'internal', 'rate_limited'];
  if (spec.access !== 'public') always.push('unauthenticated');
  if (spec.body || spec.consumes || (method !== undefined && method !== 'GET')) {
    always.push('payload_too_large', 'unsupported_media_type');
  }
  // A write that loses a race on a unique constraint (the same row made twice at once) is a
  // `conflict`, whatever the endpoint: the API's error handler answers it for any write.
  if (method !== undefined && method !== 'GET') always.push('conflict');
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
