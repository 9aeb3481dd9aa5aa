/**
 * Registers a route from its declaration in the contract (contract): method and path
 * from the key, access policy, validation and serialization schemas from the spec. A handler of a
 * JSON endpoint returns the `data`; the envelope and the success status are added here. A handler
 * of a non-JSON endpoint (an image, a page, a redirect) answers through `reply` itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  contract,
  splitEndpointKey,
  type BodyOf,
  type Contract,
  type DataOf,
  type EndpointName,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
} from 'contract';
import { dataEnvelope } from './common-schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name of the route: set by `serve`, read by the contract checks. */
    endpoint?: EndpointName;
    /** Verify the token against revocation and disabled accounts too (see the contract). */
    checksRevocation?: boolean;
  }
}

export type EndpointRequest<K extends EndpointName> = FastifyRequest<{
  Params: ParamsOf<Contract[K]>;
  Querystring: QueryOf<Contract[K]>;
  Body: BodyOf<Contract[K]>;
  Headers: HeadersOf<Contract[K]>;
}>;

type Answer<K extends EndpointName> = Contract[K] extends { response: unknown }
  ? DataOf<Contract[K]>
  : FastifyReply;

export type EndpointHandler<K extends EndpointName> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => Promise<Answer<K>>;

/** Fastify route options that are not part of the contract (e.g. a per-route body limit). */
export interface ServeOptions {
  bodyLimit?: number;
}

export function serve<K extends EndpointName>(
  app: FastifyInstance,
  name: K,
  handler: EndpointHandler<K>,
  options: ServeOptions = {},
): void {
  const spec: Contract[EndpointName] = contract[name];
  const { method, path } = splitEndpointKey(name);
  const status = 'status' in spec ? spec.status : 200;
  const response = 'response' in spec ? spec.response : undefined;
  app.route({
    method,
    url: path,
    ...options,
    config: {
      access: spec.access,
      endpoint: name,
      checksRevocation: 'checksRevocation' in spec && spec.checksRevocation === true,
    },
    schema: {
      ...('params' in spec ? { params: spec.params } : {}),
      ...('query' in spec ? { querystring: spec.query } : {}),
      ...('body' in spec ? { body: spec.body } : {}),
      ...('headers' in spec ? { headers: spec.headers } : {}),
      ...(response ? { response: { [status]: dataEnvelope(response) } } : {}),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<K>, reply);
      if (!response) return answer;
      void reply.code(status);
      return { data: answer };
    },
  });
}
