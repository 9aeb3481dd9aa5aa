/**
 * Who may call an endpoint. `public`: no authentication. `optional`: a token is verified when sent
 * (401 if bad) and the user record loaded if it exists. `token`: a valid token is required; the
 * record may not exist yet. `user`: a valid token and an existing user record (else 404
 * `user_not_found`). `deploy`: the deploy credential, a secret the API is configured with
 * (DEPLOY_TOKEN) that release tooling sends as its bearer token; no person holds it, so a person's
 * token is refused (403) and a call without one is 401. Finer rules (host of this event, member of this organization) are checked by
 * the handler and declared as the endpoint's `forbidden` error.
 */
export const ACCESS_POLICIES = ['public', 'optional', 'token', 'user', 'deploy'] as const;

export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

export function isAccessPolicy(value: unknown): value is AccessPolicy {
  return typeof value === 'string' && (ACCESS_POLICIES as readonly string[]).includes(value);
}
