import { stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import type { Duplex } from 'node:stream';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { APP_CONFIG_PATH, APP_PAGE_FILE, LANDING_PAGE_FILE } from 'platform';
import type { AppConfig } from 'platform';
import { proxyToApi, proxyUpgradeToApi } from './api-proxy';
import { NO_CACHE, NO_STORE, releaseCacheControl, shellCacheControl } from './cache-policy';
import { CompressionCache } from './compression';
import { warmCompression } from './compression-warm-up';
import { resolveInside } from './safe-path';
import { securityHeaders } from './security-headers';
import { sendFile } from './send-file';
import { createWebServer, type TlsCredentials } from './web-server';

export interface StaticServerOptions {
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** The shell's build output, served at the site root. */
  shellDir: string;
  /** Served at /releases/: current.json and every published remote version. */
  releasesDir: string;
  /** Origin of the API that /v2/** is proxied to, e.g. `http://127.0.0.1:3001`. */
  apiUrl?: string;
  appConfig: AppConfig;
  /**
   * URL path prefixes answered with 503, e.g. `/releases/mf-social/`: lets end-to-end tests show
   * that one remote being down only takes its own area of the app with it.
   */
  blockedPaths?: readonly string[];
  /**
   * Serve HTTPS with this certificate: HTTP/2 to browsers that offer it, HTTP/1.1 to the rest
   * (web-server.ts). Without it, plain HTTP/1.1.
   */
  tls?: TlsCredentials;
}

export interface StaticServer {
  url: string;
  port: number;
  /** Replace the blocked prefixes while running. */
  setBlockedPaths(paths: readonly string[]): void;
  /**
   * Resolves once the immutable files live at start are compressed at brotli's best
   * (compression-warm-up.ts); until then a first request may get the quick body.
   */
  compressionWarmedUp: Promise<void>;
  close(): Promise<void>;
}

const RELEASES_PREFIX = '/releases';
const CORS: OutgoingHttpHeaders = { 'Access-Control-Allow-Origin': '*' };
const NOSNIFF: OutgoingHttpHeaders = { 'X-Content-Type-Options': 'nosniff' };

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, {
    ...NOSNIFF,
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': NO_STORE,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

async function fileStat(file: string): Promise<Stats | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

interface ServeContext {
  shellDir: string;
  releasesDir: string;
  compression: CompressionCache;
  /** Headers of the shell's documents and files (the whole security set). */
  pageHeaders: OutgoingHttpHeaders;
}

/** /releases/: the manifest and the files of published remote versions, to any origin. */
async function serveReleases(
  { releasesDir, compression }: ServeContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...CORS,
      'Access-Control-Allow-Methods': 'GET, HEAD',
      'Access-Control-Max-Age': '86400',
    });
    res.end();
    return;
  }
  const resolved = resolveInside(releasesDir, pathname.slice(RELEASES_PREFIX.length));
  if (!resolved.ok) return sendText(res, resolved.status, 'Refused', CORS);
  const { segments, file } = resolved;
  // Only the manifest and files inside <package>/<version>/: not the history, lock or temp copies.
  const servable =
    (segments.length === 1 && segments[0] === 'current.json') ||
    (segments.length >= 3 && !segments.some((s) => s.startsWith('.')));
  const info = servable ? await fileStat(file) : null;
  if (!info) return sendText(res, 404, 'Not found', CORS);
  await sendFile(req, res, {
    file,
    stat: info,
    cacheControl: releaseCacheControl(segments.join('/')),
    headers: { ...NOSNIFF, ...CORS },
    compression,
  });
}

/** Everything else: the shell's files, its landing page, and its app page for client routes. */
async function serveShell(
  { shellDir, compression, pageHeaders }: ServeContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) {
  // The landing page has one address: `/` (its file is index.html, the directory index).
  if (pathname === `/${LANDING_PAGE_FILE}`) {
    const query = req.url?.slice(pathname.length) ?? '';
    res.writeHead(301, { ...pageHeaders, Location: `/${query}`, 'Cache-Control': NO_CACHE });
    res.end();
    return;
  }
  const resolved = resolveInside(shellDir, pathname);
  if (!resolved.ok) return sendText(res, resolved.status, 'Refused');
  const { segments } = resolved;
  // Dotfiles (.env, .git) are never part of a build's public face.
  if (segments.some((s) => s.startsWith('.'))) return sendText(res, 404, 'Not found');
  let file = resolved.file;
  let info = await fileStat(file);
  if (!info && (await stat(file).catch(() => null))?.isDirectory()) {
    file = path.join(file, LANDING_PAGE_FILE);
    info = await fileStat(file);
  }
  if (info) {
    const rel = path.relative(shellDir, file).split(path.sep).join('/');
    return sendFile(req, res, {
      file,
      stat: info,
      cacheControl: shellCacheControl(rel),
      headers: pageHeaders,
      compression,
    });
  }
  // A client-side route (/app/event/abc) gets the app's page; a missing asset (/x.js) stays a
  // 404 so a broken chunk fails loudly instead of parsing the page as JavaScript.
  const last = segments.at(-1) ?? '';
  if (path.extname(last) === '') {
    const index = path.join(shellDir, APP_PAGE_FILE);
    const indexInfo = await fileStat(index);
    if (indexInfo) {
      return sendFile(req, res, {
        file: index,
        stat: indexInfo,
        cacheControl: NO_CACHE,
        headers: pageHeaders,
        compression,
      });
    }
  }
  sendText(res, 404, 'Not found');
}

/**
 * The project's web server: the shell, the released remotes, the runtime configuration and the
 * API behind one origin. `npm start` and the end-to-end tests run it; production uses a CDN with
 * the same rules (see hosting/firebase.json).
 */
export function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const { shellDir, releasesDir, apiUrl, appConfig } = options;
  const host = options.host ?? '127.0.0.1';
  const compression = new CompressionCache();
  let blocked = [...(options.blockedPaths ?? [])];
  const appConfigBody = JSON.stringify(appConfig);
  // The shell's documents and files carry the whole set; releases (scripts, styles, manifests
  // fetched by the shell, never opened as pages) need only nosniff and CORS.
  const pageHeaders = securityHeaders(appConfig);
  const context: ServeContext = { shellDir, releasesDir, compression, pageHeaders };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    const pathname = q === -1 ? rawUrl : rawUrl.slice(0, q);

    if (blocked.some((prefix) => pathname.startsWith(prefix))) {
      return sendText(res, 503, 'Service unavailable (blocked)', CORS);
    }
    if (pathname === '/v2' || pathname.startsWith('/v2/')) return proxyToApi(req, res, apiUrl);

    const isReleases = pathname === RELEASES_PREFIX || pathname.startsWith(`${RELEASES_PREFIX}/`);
    if (
      req.method !== 'GET' &&
      req.method !== 'HEAD' &&
      !(isReleases && req.method === 'OPTIONS')
    ) {
      return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    if (pathname === APP_CONFIG_PATH) {
      res.writeHead(200, {
        ...NOSNIFF,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(appConfigBody),
        'Cache-Control': NO_STORE,
      });
      res.end(req.method === 'HEAD' ? undefined : appConfigBody);
      return;
    }
    if (isReleases) return serveReleases(context, req, res, pathname);
    return serveShell(context, req, res, pathname);
  }

  const { server, scheme, destroyConnections } = createWebServer(options.tls, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('static server:', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });

  // The chat socket: WebSocket upgrades under /v2 go to the API like any other /v2 request.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname.startsWith('/v2/')) proxyUpgradeToApi(req, socket, head, apiUrl);
    else socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const shown =
        host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `${scheme}://${shown}:${port}`,
        port,
        compressionWarmedUp: warmCompression(compression, { shellDir, releasesDir }),
        setBlockedPaths(paths) {
          blocked = [...paths];
        },
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            destroyConnections();
          }),
      });
    });
  });
}
