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
  type EndpointSpec,
  type EndpointName,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
} from 'contract';
import { dataEnvelope } from './common-schemas';
import type { EventRefusals } from './event-permission-guard';

/** What an outsider is told by default (the organizers' guard's words). */
const ORGANIZERS_ONLY: EventRefusals = {
  outsider: 'Only the hosts of this event can see its guests',
};

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
  /** For an endpoint with `eventPermission`: what a refused caller is told. */
  refusals?: EventRefusals;
}

/** Whether the endpoint's query or body has an `eventId` field (the event a permission is on). */
export function namesEvent(spec: EndpointSpec): boolean {
  return [spec.query, spec.body].some(
    (schema) =>
      schema !== undefined &&
      typeof schema === 'object' &&
      'properties' in schema &&
      'eventId' in (schema.properties as object),
  );
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
  const { refusals = ORGANIZERS_ONLY, ...routeOptions } = options;
  const permission = 'eventPermission' in spec ? spec.eventPermission : undefined;
  if (permission && (spec.access !== 'user' || !namesEvent(spec))) {
    throw new Error(`${name}: eventPermission needs access 'user' and an eventId field`);
  }
  app.route({
    method,
    url: path,
    ...routeOptions,
    // Authorise before any effect: the declared event permission is checked before the handler.
    ...(permission
      ? {
          preHandler: async (request: FastifyRequest) => {
            await request.server.eventGuard(request, permission, refusals);
          },
        }
      : {}),
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
      // Counted until it returns, whether or not its client is still there (in-flight-handlers.ts).
      const finished = request.server.inFlightHandlers.begin();
      try {
        const answer = await handler(request as EndpointRequest<K>, reply);
        if (!response) return answer;
        void reply.code(status);
        return { data: answer };
      } finally {
        finished();
      }
    },
  });
}
