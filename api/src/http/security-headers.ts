/**
 * Headers every API answer carries, whatever the route: the browser must not sniff a type other
 * than the one declared (`nosniff`), send our URLs as a referrer, or frame an answer. A JSON answer
 * also gets a Content-Security-Policy that allows nothing: opened as a document (a link to
 * `/v2/...`), it runs no script and loads nothing. HTML pages of the API (the sandbox's) keep their
 * own. The app's pages get theirs from the static server, which passes these through unchanged.
 */
import type { FastifyInstance } from 'fastify';

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) void reply.header(name, value);
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', JSON_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
}
