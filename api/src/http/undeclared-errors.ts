/**
 * Watches answers for error codes an endpoint does not declare in the contract. The test server
 * turns it on, so the whole API suite checks that each endpoint's declared `errors` are the truth
 * (a client generated from the contract can then rely on them).
 */
import type { FastifyInstance } from 'fastify';
import { contract, errorsOf, splitEndpointKey, type ErrorCode } from 'contract';

export interface UndeclaredError {
  endpoint: string;
  status: number;
  code: string;
}

/** Starts recording; returns the list it fills. Call before the server is ready. */
export function recordUndeclaredErrors(app: FastifyInstance): UndeclaredError[] {
  const found: UndeclaredError[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    const code = errorCodeOf(payload);
    const declared = errorsOf(contract[endpoint], splitEndpointKey(endpoint).method) as string[];
    if (code && !declared.includes(code)) {
      found.push({ endpoint, status: reply.statusCode, code });
    }
    return payload;
  });
  return found;
}

function errorCodeOf(payload: string): ErrorCode | null {
  try {
    const body = JSON.parse(payload) as { error?: { code?: ErrorCode } };
    return body.error?.code ?? null;
  } catch {
    return null;
  }
}
