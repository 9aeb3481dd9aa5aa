/**
 * `npm run typecheck` (the root tsconfig, what CI runs) must read every workspace package's
 * sources. Its include once said `"mf-*"`, which TypeScript read as files named `mf-…` at the root,
 * so no remote was type-checked in CI while each remote's own `tsc -p` reported errors.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The files a tsconfig with `include` reads, as TypeScript resolves its patterns. */
function filesIncluded(include: string[]): string[] {
  const parsed = ts.parseJsonConfigFileContent(
    { extends: './tsconfig.base.json', include, exclude: ['**/node_modules', '**/dist', '.data'] },
    ts.sys,
    root,
  );
  return parsed.fileNames.map((file) => path.relative(root, file));
}

/** The workspace folders of package.json, wildcards expanded. */
function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  return workspaces.flatMap((pattern) =>
    pattern.endsWith('*')
      ? readdirSync(root).filter((name) => name.startsWith(pattern.slice(0, -1)))
      : [pattern],
  );
}

const rootInclude = (
  JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { include: string[] }
).include;

describe('the root type check', () => {
  it("reads every workspace package's own source files", () => {
    const files = filesIncluded(rootInclude);
    const missing = workspaceFolders().filter(
      (folder) => !files.some((file) => file.startsWith(`${folder}/`)),
    );
    expect(missing).toEqual([]);
  });

  it('control: a bare "mf-*" reads no remote', () => {
    const files = filesIncluded(['mf-*']);
    expect(files.filter((file) => file.startsWith('mf-'))).toEqual([]);
  });
});
