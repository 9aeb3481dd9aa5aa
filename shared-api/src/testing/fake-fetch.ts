/**
 * A scripted stand-in for fetch, for tests of anything that calls the API. Each call takes the next
 * scripted reply; the last one repeats. Test-only: exported from `shared-api/testing`, never from the
 * main entry, so remote teams can test their hooks against the real request() without a server.
 */
import type { FetchLike } from '../http/api-config';

export interface FakeReply {
  status?: number;
  /** Serialised as JSON unless it is a string, which is sent as is. */
  body?: unknown;
  /** Make the call fail the way fetch does when the network is down. */
  networkError?: boolean;
}

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Parsed JSON, or the FormData itself for an upload. */
  body: unknown;
}

export interface FakeFetch extends FetchLike {
  calls: FakeCall[];
}

export function createFakeFetch(...replies: FakeReply[]): FakeFetch {
  const calls: FakeCall[] = [];
  const fake = (async (input: string, init: RequestInit) => {
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body:
        typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? { status: 200 };
    if (init.signal?.aborted) throw init.signal.reason;
    if (reply.networkError) throw new TypeError('Failed to fetch');
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
    return new Response(reply.status === 204 ? null : text, { status: reply.status ?? 200 });
  }) as FakeFetch;
  fake.calls = calls;
  return fake;
}

/** The API's success envelope. */
export function okReply(data: unknown, status = 200): FakeReply {
  return { status, body: { data } };
}

/** The API's failure envelope. */
export function errorReply(
  status: number,
  code: string,
  message: string,
  details?: unknown,
): FakeReply {
  return {
    status,
    body: { error: details === undefined ? { code, message } : { code, message, details } },
  };
}
