/**
 * Every route states who may call it, as `config: { access }`, and this module enforces it.
 *
 * - A route registered without a valid `access` makes registration throw, so the server does not
 *   start: forgetting to think about access is a start-up failure, not a silent public route.
 * - The check runs in `onRequest`, before the body is read or validated: an unauthenticated caller
 *   learns nothing about the input rules and costs no parsing.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { InvalidTokenError, type TokenVerifier } from '../auth/token-verifier';
import type { UserRow } from '../db/schema';
import { forbidden, unauthenticated, userNotFound } from './api-error';
import { readBearerToken } from './bearer-token';
import { isDeployToken } from './deploy-token';
import { ACCESS_POLICIES, isAccessPolicy, type AccessPolicy, type EndpointName } from 'contract';

export { ACCESS_POLICIES, isAccessPolicy };
export type { AccessPolicy };

/** Who is calling, once their token verified. `null` on the request when nobody signed in. */
export interface Caller {
  uid: string;
  phone: string | null;
  user: UserRow | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export class MissingAccessPolicyError extends Error {
  constructor(method: string, url: string) {
    super(
      `Route ${method} ${url} must declare config.access (one of ${ACCESS_POLICIES.join(', ')}). ` +
        'See api/README.md, "Adding a route".',
    );
    this.name = 'MissingAccessPolicyError';
  }
}

export interface AccessPolicyDeps {
  verifier: TokenVerifier;
  findUserByFirebaseUid(uid: string): Promise<UserRow | null>;
  /**
   * The deploy credential (DEPLOY_TOKEN) that `deploy` routes take; without one they refuse every
   * caller.
   */
  deployToken?: string;
  /**
   * Called once a signed-in caller's write is answered, with its endpoint: `findUserByFirebaseUid`
   * may remember rows (users/caller-users.ts), and a person's own change must show on their next
   * request.
   */
  forgetUser?(uid: string, endpoint: EndpointName | undefined): void;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAccessPolicy(app: FastifyInstance, deps: AccessPolicyDeps): void {
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isAccessPolicy(route.config?.access)) {
      throw new MissingAccessPolicyError(String(route.method), route.url);
    }
  });

  app.addHook('onRequest', async (request) => {
    // The not-found handler is not a route and has nothing to protect.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    // Unreachable thanks to the onRoute check; deny rather than serve if it ever happens.
    if (!isAccessPolicy(access)) throw new MissingAccessPolicyError(request.method, request.url);
    if (access === 'public') return;

    const bearer = readBearerToken(request.headers.authorization);
    if (bearer.kind === 'none') {
      if (access === 'optional') return;
      throw unauthenticated('No token provided');
    }
    if (bearer.kind === 'malformed') throw unauthenticated('Invalid or expired token');
    // Release tooling's secret, never a person: checked without asking the identity provider.
    if (access === 'deploy') {
      if (isDeployToken(bearer.token, deps.deployToken)) return;
      throw forbidden('This call takes the deploy credential');
    }
    const checkRevoked = request.routeOptions.config.checksRevocation === true;
    const verified = await deps.verifier
      .verify(bearer.token, { checkRevoked })
      .catch((error: unknown) => {
        if (error instanceof InvalidTokenError) throw unauthenticated('Invalid or expired token');
        throw error;
      });
    const user = await deps.findUserByFirebaseUid(verified.uid);
    request.caller = { uid: verified.uid, phone: verified.phoneNumber, user };
    if (access === 'user' && !user) throw userNotFound();
  });

  const forgetUser = deps.forgetUser;
  if (forgetUser) {
    app.addHook('onResponse', async (request) => {
      if (request.caller && !READS.has(request.method)) {
        forgetUser(request.caller.uid, request.routeOptions.config.endpoint);
      }
    });
  }
}

/** The caller of a route declared `token`, `user` or (when signed in) `optional`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated('No token provided');
  return request.caller;
}

/** The user record of a route declared `user` (or of an `optional` route that needs one here). */
export function callerUser(request: FastifyRequest): UserRow {
  const user = callerOf(request).user;
  if (!user) throw userNotFound();
  return user;
}
