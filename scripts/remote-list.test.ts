import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, ROOT } from './lib/workspace';

describe('remotes.json', () => {
  it('lists exactly the mf-* folders that workspaces and tsconfig glob', () => {
    const folders = readdirSync(ROOT).filter(
      (name) => name.startsWith('mf-') && existsSync(path.join(ROOT, name, 'package.json')),
    );
    expect([...REMOTES].sort()).toEqual(folders.sort());
  });

  it('gives every remote a vitest project and a src/pages.ts', () => {
    for (const remote of REMOTES) {
      expect(existsSync(path.join(ROOT, remote, 'vitest.config.ts')), remote).toBe(true);
      expect(existsSync(path.join(ROOT, remote, 'src/pages.ts')), remote).toBe(true);
    }
  });
});
