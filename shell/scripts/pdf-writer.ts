/**
 * A small PDF 1.4 writer for text documents: the policy PDFs that ship with the shell are made
 * with it (`npm run make-documents -w shell`), so they need no download and no PDF library. Only
 * the standard Helvetica fonts (every PDF reader has them) and printable ASCII.
 */

export interface PdfBlock {
  kind: 'title' | 'heading' | 'paragraph';
  text: string;
}

const PAGE = { width: 612, height: 792, margin: 72 }; // US Letter, 1-inch margins
const STYLE = {
  title: { font: 'F2', size: 20, leading: 26, gapBefore: 0, chars: 48 },
  heading: { font: 'F2', size: 13, leading: 18, gapBefore: 14, chars: 70 },
  paragraph: { font: 'F1', size: 11, leading: 15, gapBefore: 6, chars: 92 },
} as const;

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** Lays the blocks out into page content streams. */
function layout(blocks: readonly PdfBlock[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    if (/[^\x20-\x7e]/.test(block.text)) throw new Error(`non-ASCII text: ${block.text}`);
    const style = STYLE[block.kind];
    y -= style.gapBefore;
    for (const line of wrap(block.text, style.chars)) {
      if (y - style.leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      pages
        .at(-1)!
        .push(`BT /${style.font} ${style.size} Tf ${PAGE.margin} ${y} Td (${escape(line)}) Tj ET`);
    }
  }
  return pages.map((ops) => ops.join('\n'));
}

export function writePdf(title: string, blocks: readonly PdfBlock[]): Buffer {
  const streams = layout(blocks);
  const objects: string[] = [];
  /** Returns the new object's number (1-based). */
  const add = (body: string) => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const regular = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const bold = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const info = add(`<< /Title (${escape(title)}) /Producer (events shell make-documents) >>`);
  const pageRefs: number[] = [];
  for (const content of streams) {
    const stream = add(
      `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    );
    pageRefs.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
          `/Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${pageRefs.map((n) => `${n} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
