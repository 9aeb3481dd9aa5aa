import { createReadStream } from 'node:fs';
import type { Stats } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { isWorthCompressing, negotiateEncoding } from './compression';
import type { CompressionCache } from './compression';
import { IMMUTABLE } from './cache-policy';
import { contentTypeOf, isCompressible } from './content-types';

export interface SendFileOptions {
  file: string;
  stat: Stats;
  cacheControl: string;
  headers?: OutgoingHttpHeaders;
  compression: CompressionCache;
}

/** Does an `If-None-Match` list name this tag? Weak comparison, as RFC 9110 asks for GET. */
function matchesTag(ifNoneMatch: string, etag: string): boolean {
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

function notModified(req: IncomingMessage, etag: string, mtimeMs: number): boolean {
  const inm = req.headers['if-none-match'];
  if (inm) return matchesTag(inm, etag);
  const ims = req.headers['if-modified-since'];
  if (!ims) return false;
  const since = Date.parse(ims);
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/**
 * Answer a GET or HEAD with one file: content type, caching, validators, optional compression.
 * The ETag differs per encoding, because a gzip body and a plain body are different bytes.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  { file, stat, cacheControl, headers = {}, compression }: SendFileOptions,
): Promise<void> {
  const contentType = contentTypeOf(file);
  const compressible = isCompressible(contentType);
  const encoding = isWorthCompressing(contentType, stat.size)
    ? negotiateEncoding(req.headers['accept-encoding'])
    : null;
  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

  const common: OutgoingHttpHeaders = {
    ...headers,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };

  if (notModified(req, etag, stat.mtimeMs)) {
    res.writeHead(304, common);
    res.end();
    return;
  }

  if (encoding) {
    const body = await compression.get(file, stat, encoding, {
      immutable: cacheControl === IMMUTABLE,
    });
    res.writeHead(200, {
      ...common,
      'Content-Type': contentType,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }

  res.writeHead(200, { ...common, 'Content-Type': contentType, 'Content-Length': stat.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // pipeline destroys the file stream if the client goes away mid-download.
  await pipeline(createReadStream(file), res).catch(() => res.destroy());
}
