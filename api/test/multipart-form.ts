/**
 * Reads a multipart/form-data body (as the Stripe SDK sends file uploads) into its fields and
 * files, for test doubles. Small and strict: parts are split on the boundary, headers from body
 * at the first blank line; no nested parts, no transfer encodings.
 */
export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export function parseMultipart(body: Buffer, contentType: string) {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (!boundary) throw new Error('A multipart body needs a boundary');
  const fields = new URLSearchParams();
  const files: MultipartFile[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    // Each part is "\r\n<headers>\r\n\r\n<data>\r\n" between two delimiters.
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const data = part.subarray(split + 4);
    const name = /name="([^"]*)"/.exec(headers)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(headers)?.[1];
    if (filename === undefined) fields.append(name, data.toString('utf8'));
    else {
      const type = /Content-Type: ([^\r\n]+)/i.exec(headers)?.[1] ?? 'application/octet-stream';
      files.push({ field: name, filename, contentType: type, data: Buffer.from(data) });
    }
    at = next;
  }
  return { fields, files };
}
