/**
 * Writes the policy PDFs that ship with the shell (src/documents/*.pdf). Run after editing
 * policy-texts.ts: `npm run make-documents -w shell`; the PDFs are committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { writePdf } from './pdf-writer';
import { POLICY_DOCUMENTS } from './policy-texts';

const outDir = path.resolve(import.meta.dirname, '../src/documents');
for (const [name, doc] of Object.entries(POLICY_DOCUMENTS)) {
  const file = path.join(outDir, `${name}.pdf`);
  writeFileSync(file, writePdf(doc.title, doc.blocks));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
