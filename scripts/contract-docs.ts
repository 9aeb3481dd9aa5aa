/**
 * `npm run contract:docs`: writes docs/api.md from the contract (contract/src), so the
 * API reference cannot drift from what the API serves. A test fails while the file is stale.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contractReferenceMarkdown } from 'contract';
import { ROOT } from './lib/workspace';

const target = path.join(ROOT, 'docs/api.md');
await writeFile(target, contractReferenceMarkdown());
console.log(`Wrote ${path.relative(ROOT, target)}`);
