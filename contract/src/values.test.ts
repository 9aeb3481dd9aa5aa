/**
 * `contract/values` is the part of the contract that browsers bundle, so nothing it reaches may
 * import TypeBox at run time (a type-only import is erased). Walks the entry's imports on disk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(new URL(import.meta.url).pathname);

/** The run-time imports of one file: module names of value imports and re-exports. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  source.forEachChild((node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    }
  });
  return found;
}

/** Every package a file reaches through run-time imports, following relative ones. */
function reachedPackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('contract/values', () => {
  it('reaches no TypeBox at run time', () => {
    expect([...reachedPackages(path.join(SRC, 'values.ts'))]).toEqual([]);
  });

  it('the walk finds TypeBox where it is (control: the main entry)', () => {
    expect([...reachedPackages(path.join(SRC, 'index.ts'))]).toContain('typebox');
  });
});
