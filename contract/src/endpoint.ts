/**
 * How one endpoint is declared. The contract is a record keyed by `METHOD /path` (the path under
 * `/v2`, `:name` for a path parameter), so the name of an endpoint is its address: the API registers
 * the route from the key, and a client calls it by the key, with types checked against the spec.
 */
import type { Static, TObject, TSchema } from 'typebox';
import type { AccessPolicy } from './access';
import type { HostPermission } from './enums';
import type { ErrorCode } from './error-codes';

export const HTTP_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type EndpointKey = `${HttpMethod} /${string}`;

interface EndpointFields {
  access: AccessPolicy;
  /** One line for the generated reference and the OpenAPI document. */
  summary: string;
  /** Path parameters, for a path with `:name` segments. */
  params?: TObject;
  query?: TObject;
  body?: TSchema;
  headers?: TObject;
  /** The `data` of the `{ data }` answer. Absent when the answer is not JSON (see `produces`). */
  response?: TSchema;
  /** Success status of a JSON answer: 200 unless the call creates something. */
  status?: 200 | 201;
  /**
   * Codes this endpoint answers besides the ones any endpoint may (`invalid_request`,
   * `internal`, and `unauthenticated` unless it is public).
   */
  errors: readonly ErrorCode[];
  /** Content type of an answer that is not the JSON envelope (an image, an HTML page). */
  produces?: string;
  /** Content type of a request body that is not JSON (a multipart upload, a signed webhook). */
  consumes?: string;
  /**
   * Money and account changes: the token is also checked with the identity provider (one round
   * trip, whose "not revoked" the API keeps for a session for a few seconds), so a revoked session
   * or a disabled account is refused within seconds rather than when its token expires (up to an
   * hour later).
   */
  checksRevocation?: true;
  /**
   * A read any cache may revalidate: the answer carries an `ETag` (a hash of its body) and a
   * request whose `If-None-Match` holds it gets `304 Not Modified` with no body. A visitor's answer
   * is `public` (a shared cache may keep it); a signed-in caller's is `private` and varies by
   * `Authorization`, so one person's answer is never given to anyone else.
   */
  conditional?: true;
  /**
   * The event permission the caller needs on the event the request names (`eventId` in its query
   * or body), from HOST_PERMISSION_TABLE; `host` for the event's host alone. The API's route layer
   * checks it before the handler runs (404 for an unknown event, 403 otherwise), so a refused call
   * cannot touch the database or a provider. Requires `access: 'user'` and an `eventId` field.
   */
  eventPermission?: HostPermission | 'host';
}

/**
 * An endpoint that moves money (charges, captures, releases or refunds a payment, pays out, or
 * changes where payouts go) is tagged `movesMoney`, and such a call must check revocation: a stolen
 * or revoked session must not move money for the next hour. The type refuses the tag without the
 * check; the API's revocation test proves every tagged route asks for it.
 */
export type EndpointSpec = EndpointFields &
  ({ movesMoney?: undefined } | { movesMoney: true; checksRevocation: true });

/** Declares one endpoint; the identity function, there to check the spec and keep its literal types. */
export const endpoint = <const S extends EndpointSpec>(spec: S): S => spec;

export function splitEndpointKey(key: string): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

type SchemaOf<S, Part extends keyof EndpointSpec> = S extends {
  [P in Part]: infer T extends TSchema;
}
  ? Static<T>
  : undefined;

/** The `data` an endpoint answers. */
export type DataOf<S> = SchemaOf<S, 'response'>;
export type QueryOf<S> = SchemaOf<S, 'query'>;
export type BodyOf<S> = SchemaOf<S, 'body'>;
export type ParamsOf<S> = SchemaOf<S, 'params'>;
export type HeadersOf<S> = SchemaOf<S, 'headers'>;
