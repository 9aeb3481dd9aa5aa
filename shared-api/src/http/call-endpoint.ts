/**
 * Calls an endpoint of the contract by its name (`'GET /events/'`): the method and path come from
 * the name, and the query, body and answer are typed from the endpoint's schemas. Only types come
 * from the contract, so no schema reaches the browser bundle.
 */
import type { BodyOf, Contract, DataOf, JsonEndpointName, ParamsOf, QueryOf } from 'contract';
import { splitEndpointKey } from 'contract/values';
import { request, type CallOptions, type QueryValue } from './request';

type Spec<K extends JsonEndpointName> = Contract[K];

// A query whose fields are all optional may be left out.
type QueryPart<K extends JsonEndpointName> =
  QueryOf<Spec<K>> extends undefined
    ? { query?: undefined }
    : object extends QueryOf<Spec<K>>
      ? { query?: QueryOf<Spec<K>> }
      : { query: QueryOf<Spec<K>> };

type BodyPart<K extends JsonEndpointName> =
  BodyOf<Spec<K>> extends undefined ? { body?: undefined } : { body: BodyOf<Spec<K>> };

// Path parameters (`/chats/:chatId`) are filled in, URL-encoded.
type ParamsPart<K extends JsonEndpointName> =
  ParamsOf<Spec<K>> extends undefined ? { params?: undefined } : { params: ParamsOf<Spec<K>> };

export type EndpointInput<K extends JsonEndpointName> = QueryPart<K> &
  BodyPart<K> &
  ParamsPart<K> &
  CallOptions & {
    /** A Firebase ID token; left out (or null) for anonymous and public-view calls. */
    token?: string | null;
    excludeComputedFields?: boolean;
    headers?: Record<string, string>;
  };

export type EndpointData<K extends JsonEndpointName> = DataOf<Spec<K>>;

export function callEndpoint<K extends JsonEndpointName>(
  name: K,
  input: EndpointInput<K>,
): Promise<EndpointData<K>> {
  const { method, path: template } = splitEndpointKey(name);
  const params = (input.params ?? {}) as Record<string, string>;
  const path = template.replace(/:([A-Za-z]+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  return request<EndpointData<K>>({
    method,
    path,
    query: input.query as Record<string, QueryValue> | undefined,
    body: input.body,
    headers: input.headers,
    token: input.token ?? null,
    excludeComputedFields: input.excludeComputedFields,
    signal: input.signal,
  });
}
