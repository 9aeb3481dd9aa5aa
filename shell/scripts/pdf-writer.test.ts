// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { writePdf } from './pdf-writer';
import { POLICY_DOCUMENTS } from './policy-texts';

async function read(bytes: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const meta = await doc.getMetadata();
  return {
    pages: doc.numPages,
    title: (meta.info as { Title?: string }).Title,
    text: texts.join(' '),
  };
}

describe('writePdf', () => {
  it('writes a PDF that pdf.js reads back, title and text included', async () => {
    const pdf = await read(
      writePdf('Sample (1)', [
        { kind: 'title', text: 'Sample (1)' },
        { kind: 'paragraph', text: 'Back\\slash and (parentheses) survive.' },
      ]),
    );
    expect(pdf).toMatchObject({ pages: 1, title: 'Sample (1)' });
    expect(pdf.text).toContain('Back\\slash and (parentheses) survive.');
  });

  it('flows long text onto more pages', async () => {
    const long = Array.from({ length: 120 }, (_, i) => ({
      kind: 'paragraph' as const,
      text: `Paragraph ${i} of a long document.`,
    }));
    const pdf = await read(writePdf('Long', long));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain('Paragraph 119 of a long document.');
  });

  it('refuses text the standard fonts cannot show', () => {
    expect(() => writePdf('x', [{ kind: 'paragraph', text: 'café' }])).toThrow('non-ASCII');
  });

  it('has a title for every policy document', () => {
    expect(Object.keys(POLICY_DOCUMENTS).sort()).toEqual([
      'privacy-policy',
      'refund-policy',
      'tos',
    ]);
  });
});
