import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contract, endpointNames } from './contract';
import { contractReferenceMarkdown } from './reference-markdown';

const DOC = new URL('../../docs/api.md', import.meta.url);

describe('docs/api.md', () => {
  it('is the reference generated from the contract (run `npm run contract:docs` after a change)', async () => {
    expect(await readFile(DOC, 'utf8')).toBe(contractReferenceMarkdown());
  });

  it('has one row per endpoint, with its access', () => {
    const markdown = contractReferenceMarkdown();
    for (const name of endpointNames()) {
      expect(markdown).toContain(`| \`${name}\` | ${contract[name].access} |`);
    }
  });
});
