import http from 'node:http';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';

// Headers that describe one connection, not the message: never forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    // HTTP/2's pseudo-headers (`:path`, `:authority`) are the request line, not headers.
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    if (listed.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

function isEncrypted(req: IncomingMessage): boolean {
  return (req.socket as TLSSocket).encrypted === true;
}

/** The API's half of a proxied request: the same method, to the same path under the API URL. */
function requestUpstream(base: URL, req: IncomingMessage, headers: OutgoingHttpHeaders) {
  const transport = base.protocol === 'https:' ? https : http;
  return transport.request({
    protocol: base.protocol,
    hostname: base.hostname,
    port: base.port || undefined,
    method: req.method,
    // An API URL with a path prefix (https://host/api) keeps it: /v2/x → /api/v2/x.
    path: base.pathname.replace(/\/$/, '') + (req.url ?? '/'),
    headers,
  });
}

export function sendBadGateway(res: ServerResponse, message: string): void {
  const body = JSON.stringify({ error: { code: 'bad_gateway', message } });
  res.writeHead(502, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/**
 * Forward one request to the API and stream the answer back: same method, path, query, headers
 * (Authorization included) and status. Bodies are streamed both ways so uploads and long lists are
 * never buffered here. The browser sees one origin, so the API needs no CORS for the app itself.
 */
export function proxyToApi(
  req: IncomingMessage,
  res: ServerResponse,
  apiUrl: string | undefined,
): void {
  if (!apiUrl) {
    sendBadGateway(res, 'No API is configured for this server.');
    return;
  }
  const base = new URL(apiUrl);
  const headers = endToEnd(req.headers);
  headers.host = base.host;
  const forwardedFor = req.headers['x-forwarded-for'];
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${client}` : client;
  // Behind a load balancer these already say what the browser used; keep them.
  headers['x-forwarded-host'] =
    req.headers['x-forwarded-host'] ?? req.headers.host ?? req.headers[':authority'] ?? '';
  headers['x-forwarded-proto'] =
    req.headers['x-forwarded-proto'] ?? (isEncrypted(req) ? 'https' : 'http');

  // A body waits for the API's "100 Continue": an answer the API gives before reading the body
  // (a 413 past its limit, a 401) then arrives whole, where sending the body regardless would have
  // the API reset the connection under its answer (and the browser told the API is down).
  const hasBody = req.headers['transfer-encoding'] !== undefined || hasContentLength(req);
  if (hasBody) headers.expect = '100-continue';

  const upstream = requestUpstream(base, req, headers);

  let sending = false;
  const sendBody = () => {
    if (sending) return;
    sending = true;
    clearTimeout(wait);
    req.pipe(upstream);
  };
  // An API (or a proxy in between) that never sends 100 gets the body anyway (RFC 9110 §10.1.1).
  const wait = hasBody ? setTimeout(sendBody, CONTINUE_WAIT_MS) : undefined;
  if (hasBody) upstream.on('continue', sendBody);
  else sendBody();

  upstream.on('response', (answer) => {
    clearTimeout(wait);
    if (!sending) {
      // Answered without the body: it is never sent, and this connection cannot be reused.
      req.resume();
      answer.on('end', () => upstream.destroy());
    }
    const status = answer.statusCode ?? 502;
    // HTTP/2 has no status message (RFC 9113 §8.3.2): only HTTP/1.1 answers carry the API's.
    if (req.httpVersionMajor >= 2) res.writeHead(status, endToEnd(answer.headers));
    else res.writeHead(status, answer.statusMessage, endToEnd(answer.headers));
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', (error) => {
    if (!res.headersSent) {
      sendBadGateway(
        res,
        `The API is not reachable right now (${(error as NodeJS.ErrnoException).code ?? error.message}). Try again in a moment.`,
      );
    } else {
      res.destroy(error);
    }
  });
  // If the browser gives up, stop the API's work too.
  res.on('close', () => {
    clearTimeout(wait);
    if (!res.writableFinished) upstream.destroy();
  });
}

/** How long a body waits for the API's "100 Continue" before it is sent anyway. */
export const CONTINUE_WAIT_MS = 1000;

function hasContentLength(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Forward a WebSocket upgrade under /v2 (the chat socket) to the API and splice the two sockets
 * together once the API agrees (101). Any other answer is passed back as is and the socket closed.
 */
export function proxyUpgradeToApi(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  apiUrl: string | undefined,
): void {
  if (!apiUrl) {
    socket.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
    return;
  }
  const base = new URL(apiUrl);
  const headers: OutgoingHttpHeaders = { ...req.headers, host: base.host };
  const client = req.socket.remoteAddress ?? '';
  const forwardedFor = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${client}` : client;
  const upstream = requestUpstream(base, req, headers);
  const head101 = (status: number, message: string, raw: string[]) => {
    const lines = [`HTTP/1.1 ${status} ${message}`];
    for (let i = 0; i < raw.length; i += 2) lines.push(`${raw[i]}: ${raw[i + 1]}`);
    return `${lines.join('\r\n')}\r\n\r\n`;
  };
  upstream.on('upgrade', (answer, apiSocket, apiHead) => {
    socket.write(head101(101, answer.statusMessage ?? 'Switching Protocols', answer.rawHeaders));
    if (apiHead.length) socket.write(apiHead);
    if (head.length) apiSocket.write(head);
    apiSocket.pipe(socket).pipe(apiSocket);
    const end = () => {
      apiSocket.destroy();
      socket.destroy();
    };
    apiSocket.on('error', end);
    socket.on('error', end);
    apiSocket.on('close', end);
    socket.on('close', end);
  });
  upstream.on('response', (answer) => {
    socket.write(head101(answer.statusCode ?? 502, answer.statusMessage ?? '', answer.rawHeaders));
    answer.pipe(socket);
    answer.on('end', () => socket.destroy());
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
  upstream.end();
}
