/**
 * The folders under each package's `src` import one another downwards only: the folder-level
 * import graph of the API, the shell and shared-api has no cycle. A cycle means some file sits on
 * the wrong floor (docs/architecture.md says which floor takes what). The control fixture proves
 * the check finds one.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderCycles, folderGraph, type FolderEdge } from './lib/folder-graph';
import { ROOT } from './lib/workspace';

function describeCycles(edges: FolderEdge[]): string {
  return folderCycles(edges)
    .map(
      (cycle) =>
        `${cycle.folders.join(' ⇄ ')}\n` +
        cycle.edges.map((e) => `  ${e.from} → ${e.to}: ${e.examples[0] ?? ''}`).join('\n'),
    )
    .join('\n');
}

describe('folder import graph', () => {
  for (const source of ['api/src', 'shell/src', 'shared-api/src']) {
    it(`of ${source} has no cycle`, async () => {
      const edges = await folderGraph(path.join(ROOT, source));
      expect(edges.length).toBeGreaterThan(0);
      expect(describeCycles(edges)).toBe('');
    });
  }

  describe('control: a tree with a cycle', () => {
    let fixture = '';
    afterAll(async () => {
      if (fixture) await rm(fixture, { recursive: true, force: true });
    });

    it('is found, with the imports that close it', async () => {
      fixture = await mkdtemp(path.join(os.tmpdir(), 'folder-cycle-'));
      const files: Record<string, string> = {
        'index.ts': "export { a } from './a/a';",
        'a/a.ts': "import { b } from '../b/b';\nexport const a = b;",
        'b/b.ts': "export const b = 1;\nexport { c } from '../c/c';",
        'c/c.ts': "export const c = import('../a/a');",
        'c/c.test.ts': "import { b } from '../b/b';",
        'd/d.ts': "import { a } from '../a/a';",
      };
      for (const [name, text] of Object.entries(files)) {
        await mkdir(path.dirname(path.join(fixture, name)), { recursive: true });
        await writeFile(path.join(fixture, name), text);
      }
      const cycles = folderCycles(await folderGraph(fixture));
      expect(cycles.map((c) => c.folders)).toEqual([['a', 'b', 'c']]);
      expect(cycles[0]?.edges.map((e) => `${e.from}→${e.to}`).sort()).toEqual([
        'a→b',
        'b→c',
        'c→a',
      ]);
    });
  });
});
