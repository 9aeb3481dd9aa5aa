import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { Socket } from 'node:net';

/** A certificate and its private key (PEM), for serving HTTPS. */
export interface TlsCredentials {
  key: string | Buffer;
  cert: string | Buffer;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface WebServer {
  server: ReturnType<typeof createServer> | ReturnType<typeof createSecureServer>;
  /** `https` with a certificate, else `http`. */
  scheme: 'http' | 'https';
  /** Ends every open connection (keep-alive, HTTP/2 sessions, upgraded sockets) at once. */
  destroyConnections(): void;
}

/**
 * The listening server under the static server: plain HTTP/1.1, or, given a certificate, HTTPS
 * that speaks HTTP/2 to every browser that offers it and HTTP/1.1 to the rest (WebSocket upgrades
 * included), the way a CDN serves production. One connection then carries all of a page's
 * requests instead of six queues of them.
 *
 * The handler is written against node:http's request and response; HTTP/2's compatibility API
 * offers the members it uses (method, url, headers, socket, pipe; writeHead, end, headersSent,
 * destroy, req). What differs is handled where it matters: pseudo-headers and status messages in
 * api-proxy.ts.
 */
export function createWebServer(
  tls: TlsCredentials | undefined,
  handle: RequestHandler,
): WebServer {
  const server = tls
    ? createSecureServer(
        { key: tls.key, cert: tls.cert, allowHTTP1: true },
        handle as unknown as Parameters<typeof createSecureServer>[1],
      )
    : createServer(handle);
  // Every TCP connection, whatever runs over it: closing must end them itself, or keep-alive and
  // HTTP/2 sessions would hold close() open for seconds, and an upgraded socket forever.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return {
    server,
    scheme: tls ? 'https' : 'http',
    destroyConnections() {
      for (const socket of sockets) socket.destroy();
    },
  };
}
