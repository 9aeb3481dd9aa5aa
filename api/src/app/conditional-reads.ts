/**
 * Conditional reads (`conditional: true` in the contract): ETag, Cache-Control and Vary on their
 * answers, 304 for a matching If-None-Match, and the per-process caches of answers
 * (answer-cache.ts): visitors' answers to conditional reads, and a signed-in person's own answers
 * to the reads they repeat most (personal-reads.ts). Every other answer that sets no Cache-Control
 * of its own is `no-store`, so a shared cache in front of the API (a CDN, the hosting proxy) never
 * keeps anything else.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONDITIONAL_READ, contract, type EndpointName } from 'contract';
import { AnswerCache, type CachedAnswer, type Claim } from '../http/answer-cache';
import { chooseEncoding, encodedCopy, encodedEtag } from '../http/answer-encoding';
import { etagOf, ifNoneMatchHolds } from '../http/etag';
import { wantsComputedFields } from '../events/details-options';
import { SharedEventDetails } from '../events/shared-event-details';
import {
  PERSONAL_ANSWER_BYTES_MAX,
  PERSONAL_ANSWERS_MAX,
  PERSONAL_READS_REUSED,
  personalAnswerKey,
} from './personal-reads';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts of events the same for every reader, kept as long as visitors' answers; or null. */
    sharedEventDetails: SharedEventDetails | null;
  }
}

export interface ConditionalReadOptions {
  /** How long a visitor's answer is reused in this process; 0 turns the cache off. */
  cacheTtlMs: number;
  /** How long a signed-in person's own answer is reused (personal-reads.ts); 0: off. */
  personalTtlMs: number;
}

/** The answer caches of one server. */
export interface AnswerReuse {
  /** Forgets the signed-in people's answers (a chat message or deleted account on any instance). */
  clearPersonal(): void;
}

/** Where a request's answer may be reused from, and under which key. */
interface ReusePlace {
  cache: AnswerCache;
  key: string;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes that leave the cache alone: counters and reports. Every visit to an event page counts a
 * view; clearing on each would empty the cache exactly when a crowd arrives. A view or share count
 * is then up to the TTL late, which no one can tell.
 */
const WRITES_KEEPING_THE_CACHE: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'POST /events/metrics/view',
  'POST /events/metrics/share',
  'POST /error',
]);

const clearsCache = (request: FastifyRequest, reply: FastifyReply): boolean => {
  if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return false;
  const endpoint = request.routeOptions.config.endpoint;
  return endpoint === undefined || !WRITES_KEEPING_THE_CACHE.has(endpoint);
};

const isConditional = (endpoint: EndpointName | undefined): boolean => {
  const spec = endpoint === undefined ? undefined : contract[endpoint];
  return spec !== undefined && 'conditional' in spec && spec.conditional === true;
};

/** No token at all: the answer is the same for every visitor. */
const isVisitor = (request: FastifyRequest): boolean =>
  request.caller === null && request.headers.authorization === undefined;

export function registerConditionalReads(
  app: FastifyInstance,
  options: ConditionalReadOptions,
): AnswerReuse {
  const cache = options.cacheTtlMs > 0 ? new AnswerCache({ ttlMs: options.cacheTtlMs }) : null;
  const personal =
    options.personalTtlMs > 0
      ? new AnswerCache({
          ttlMs: options.personalTtlMs,
          maxEntries: PERSONAL_ANSWERS_MAX,
          maxBytes: PERSONAL_ANSWER_BYTES_MAX,
        })
      : null;
  const shared = options.cacheTtlMs > 0 ? new SharedEventDetails(options.cacheTtlMs) : null;
  app.decorate('sharedEventDetails', shared);
  /** Per request: the answer served from a cache, or the claim of the one computing it. */
  const served = new WeakMap<FastifyRequest, CachedAnswer>();
  const claims = new WeakMap<FastifyRequest, Claim>();

  const reusePlace = (request: FastifyRequest): ReusePlace | null => {
    const endpoint = request.routeOptions.config.endpoint;
    const computed = wantsComputedFields(request);
    if (cache && isVisitor(request) && isConditional(endpoint)) {
      return { cache, key: `${request.url}\n${computed ? 'computed' : 'lean'}` };
    }
    const uid = request.caller?.uid;
    if (personal && uid !== undefined && endpoint && PERSONAL_READS_REUSED.has(endpoint)) {
      return { cache: personal, key: personalAnswerKey(uid, request.url, computed) };
    }
    return null;
  };

  if (cache || personal) {
    app.addHook('preHandler', async (request, reply) => {
      const place = request.method === 'GET' ? reusePlace(request) : null;
      if (!place) return;
      const answer = place.cache.get(place.key) ?? (await place.cache.wait(place.key)) ?? undefined;
      if (answer) {
        served.set(request, answer);
        return reply.header('content-type', answer.contentType).send(answer.payload);
      }
      claims.set(request, place.cache.claim(place.key));
    });
    // Whatever ends the request settles its claim, so no one waits on an answer never coming.
    const settleNull = async (request: FastifyRequest) => claims.get(request)?.settle(null);
    app.addHook('onResponse', settleNull);
    app.addHook('onRequestAbort', settleNull);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    if (clearsCache(request, reply)) {
      cache?.clear();
      shared?.clear();
      personal?.clear();
    }
    const conditional = isConditional(request.routeOptions.config.endpoint);
    const claim = claims.get(request);
    const cached = served.get(request);
    const answer =
      reply.statusCode === 200 && (conditional || claim)
        ? (cached ?? answerOf(reply, payload))
        : null;
    claim?.settle(answer);
    if (!conditional || !answer) {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      return payload;
    }
    const visitor = isVisitor(request);
    // An answer kept for reuse (a visitor's, or a person's own) is compressed once, and the copy
    // is kept with it. A person's answer that is not kept is sent as it is: compressing it would
    // cost a compression per request. (No BREACH-style risk: a signed-in request carries a bearer
    // token a page of another site cannot make the browser send, so no attacker can mix their
    // input into a person's answer and watch its size.)
    const kept = visitor || claim !== undefined || cached !== undefined;
    const encoding = kept ? chooseEncoding(request.headers['accept-encoding']) : null;
    const etag = encoding ? encodedEtag(answer.etag, encoding) : answer.etag;
    void reply.headers({
      etag,
      'cache-control': visitor
        ? CONDITIONAL_READ.publicCacheControl
        : CONDITIONAL_READ.privateCacheControl,
      vary: CONDITIONAL_READ.vary,
    });
    if (ifNoneMatchHolds(request.headers['if-none-match'], etag)) return notModified(reply);
    if (!encoding) return payload;
    const encoded = encodedCopy(answer, encoding);
    void reply.headers({ 'content-encoding': encoding, 'content-length': encoded.length });
    return encoded;
  });
  return { clearPersonal: () => personal?.clear() };
}

/** A serialized body as it would be kept; null when the payload is not one (a stream, a buffer). */
function answerOf(reply: FastifyReply, payload: unknown): CachedAnswer | null {
  if (typeof payload !== 'string') return null;
  return {
    payload: Buffer.from(payload),
    etag: etagOf(payload),
    contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
  };
}

function notModified(reply: FastifyReply): null {
  void reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return null;
}
