/**
 * `Expect: 100-continue` (the static server's /v2 proxy sends it with every body): "100 Continue"
 * goes out only once the request has passed what is checked before its body is read (access, the
 * route's body limit), so a refusal reaches the client before any body is sent. Without it, a
 * client streaming a body the API refuses has its connection reset under the answer (Fastify
 * closes the socket with the body unread) and reports the API as down instead of the 413.
 * Clients that send no `Expect` are served as before.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const expectsContinue = (request: FastifyRequest) =>
  String(request.headers.expect ?? '').toLowerCase() === '100-continue';

export function registerExpectContinue(app: FastifyInstance): void {
  // With a listener, Node no longer answers 100 by itself: the hook below decides.
  app.server.on('checkContinue', (req, res) => app.server.emit('request', req, res));
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!expectsContinue(request)) return payload;
    const length = Number(request.headers['content-length']);
    if (length > request.routeOptions.bodyLimit) {
      // The body will never be sent on this connection: close it after the answer.
      void reply.header('connection', 'close');
      throw Object.assign(new Error('Request body is too large'), {
        code: 'FST_ERR_CTP_BODY_TOO_LARGE',
        statusCode: 413,
      });
    }
    reply.raw.writeContinue();
    return payload;
  });
}
