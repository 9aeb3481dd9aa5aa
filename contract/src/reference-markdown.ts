/**
 * docs/api.md, generated from the contract so the prose cannot drift: one table row per endpoint
 * (access, input, answer, errors). `npm run contract:docs` writes it; a test compares.
 */
import { contract, endpointNames } from './contract';
import type { EndpointSpec } from './endpoint';
import { ACCESS_POLICIES } from './access';
import { CONDITIONAL_READ } from './conditional-reads';
import type { TSchema } from 'typebox';

const HEADER = `<!-- Generated from contract/src by \`npm run contract:docs\`. Do not edit by hand. -->

# The v2 API

Every call is under \`/v2\`. Success: HTTP 2xx, body \`{ "data": <answer> }\`. Failure: HTTP 4xx/5xx,
body \`{ "error": { "code", "message", "details"? } }\`; the message is a sentence a person
understands, \`details.field\` names the field of a 400. Timestamps are integer seconds since 1970;
money is integer cents. The same description, with full schemas, is served as OpenAPI 3.1 at
\`GET /v2/openapi.json\`.

Access: ${ACCESS_POLICIES.map((p) => `\`${p}\``).join(', ')} (see \`contract/src/access.ts\`).
Every endpoint may also answer \`invalid_request\` (400) and \`internal\` (500), every endpoint
that is not public \`unauthenticated\` (401), and every endpoint that takes a body
\`payload_too_large\` (413) and \`unsupported_media_type\` (415); every write (any method but
GET) may answer \`conflict\` (409) when it loses a race for a unique row, and should be retried.

An answer marked "304" is conditional: it carries an \`ETag\` (a hash of the body), and a request
whose \`If-None-Match\` holds it gets \`304 Not Modified\` with no body. A visitor's answer is
\`Cache-Control: ${CONDITIONAL_READ.publicCacheControl}\`, a signed-in caller's
\`${CONDITIONAL_READ.privateCacheControl}\`; both carry \`Vary: ${CONDITIONAL_READ.vary}\`.
A visitor's answer is compressed (\`Content-Encoding: br\`, else \`gzip\`) when the request accepts
it, with its own ETag (the encoding appended inside the quotes).
`;

export function contractReferenceMarkdown(): string {
  const rows = endpointNames().map((name) => row(name, contract[name]));
  return [
    HEADER,
    '| endpoint | access | input | answer (`data`) | errors | what it does |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function row(name: string, spec: EndpointSpec): string {
  const input = [
    spec.params && `path: ${fieldsOf(spec.params)}`,
    spec.query && `query: ${fieldsOf(spec.query)}`,
    spec.headers && `headers: ${fieldsOf(spec.headers)}`,
    spec.body && `body: ${fieldsOf(spec.body)}`,
    !spec.body && spec.consumes && `body: ${spec.consumes}`,
  ].filter(Boolean);
  const answer = spec.response
    ? `${spec.status ?? 200}: ${fieldsOf(spec.response)}${spec.conditional ? ', or 304' : ''}`
    : (spec.produces ?? '');
  const universal = ['invalid_request', 'internal', 'payload_too_large', 'unsupported_media_type'];
  const declared = spec.errors.filter((code) => !universal.includes(code));
  const errors = spec.access === 'public' ? declared : ['unauthenticated', ...declared];
  return `| \`${name}\` | ${spec.access} | ${input.join('<br>') || ''} | ${answer} | ${errors.join(', ')} | ${spec.summary} |`;
}

/** The top-level fields of a schema, `?` marking optional ones. */
function fieldsOf(schema: TSchema): string {
  const object = schema as { properties?: Record<string, unknown>; required?: string[] };
  if (!object.properties) return '…';
  const required = new Set(object.required ?? []);
  const names = Object.keys(object.properties).map((key) => (required.has(key) ? key : `${key}?`));
  return names.length ? `\`{ ${names.join(', ')} }\`` : '`{}`';
}
