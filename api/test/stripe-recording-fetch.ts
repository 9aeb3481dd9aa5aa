/**
 * Stripe's API cannot be reached from here, so Stripe tests give the real `stripe` SDK a fetch
 * function that records each request (method, path, headers, form body) and answers like Stripe's
 * API would for the few endpoints checkout uses. Everything above the transport is the real code.
 */
import Stripe from 'stripe';

export interface StripeCall {
  method: string;
  path: string;
  headers: Headers;
  form: URLSearchParams;
}

export function recordingStripe() {
  const calls: StripeCall[] = [];
  /** What GET /v1/checkout/sessions/:id answers, per session id. */
  const sessions = new Map<string, Record<string, unknown>>();
  let counter = 0;
  /** Paths whose next request answers 500 (Stripe having a bad moment), once each. */
  const failNext = new Set<string>();
  /** `METHOD /path` → the next answer to give it (status and body), once each. */
  const answerNext = new Map<string, [number, Record<string, unknown>]>();

  const answer = (call: StripeCall): Record<string, unknown> => {
    counter += 1;
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const id = `cs_test_${counter}`;
      return { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` };
    }
    const retrieve = call.path.match(/^\/v1\/checkout\/sessions\/([^/?]+)/);
    if (call.method === 'GET' && retrieve) {
      const id = decodeURIComponent(retrieve[1]!);
      return {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        ...sessions.get(id),
      };
    }
    const hold = call.path.match(/^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/);
    if (call.method === 'POST' && hold) {
      const id = decodeURIComponent(hold[1]!);
      return {
        id,
        object: 'payment_intent',
        status: hold[2] === 'capture' ? 'succeeded' : 'canceled',
      };
    }
    if (call.path === '/v1/refunds') return { id: `re_test_${counter}`, object: 'refund' };
    if (call.path === '/v1/customers') return { id: `cus_test_${counter}`, object: 'customer' };
    if (call.method === 'GET' && /^\/v1\/customers\/[^/]+\/payment_methods$/.test(call.path)) {
      return { object: 'list', data: [], has_more: false, url: call.path };
    }
    const method = call.path.match(/^\/v1\/payment_methods\/([^/]+)(\/detach)?$/);
    if (method) {
      return { id: decodeURIComponent(method[1]!), object: 'payment_method', customer: null };
    }
    if (call.method === 'POST' && call.path === '/v1/payment_intents') {
      return { id: `pi_test_${counter}`, object: 'payment_intent', status: 'succeeded' };
    }
    if (call.path === '/v1/setup_intents') {
      return {
        id: `seti_test_${counter}`,
        object: 'setup_intent',
        client_secret: `seti_secret_${counter}`,
      };
    }
    throw new Error(`The Stripe test transport has no answer for ${call.method} ${call.path}`);
  };

  const fetchFn = async (url: string | URL, init: RequestInit = {}) => {
    const parsed = new URL(String(url));
    const call: StripeCall = {
      method: init.method ?? 'GET',
      path: parsed.pathname,
      headers: new Headers(init.headers as HeadersInit),
      form: new URLSearchParams(typeof init.body === 'string' ? init.body : ''),
    };
    calls.push(call);
    const next = answerNext.get(`${call.method} ${call.path}`);
    if (next) {
      answerNext.delete(`${call.method} ${call.path}`);
      return new Response(JSON.stringify(next[1]), {
        status: next[0],
        headers: { 'content-type': 'application/json', 'request-id': `req_${counter}` },
      });
    }
    if (failNext.delete(call.path)) {
      const error = { error: { type: 'api_error', message: 'Stripe is having a bad moment' } };
      return new Response(JSON.stringify(error), {
        status: 500,
        headers: { 'content-type': 'application/json', 'request-id': `req_${counter}` },
      });
    }
    return new Response(JSON.stringify(answer(call)), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': `req_${counter}` },
    });
  };

  return {
    calls,
    sessions,
    failNext,
    answerNext,
    config: { httpClient: Stripe.createFetchHttpClient(fetchFn), maxNetworkRetries: 0 },
  };
}
