import ts from 'typescript';

/**
 * The names one source file imports, with a run-time value, from each of `specifiers`: what the
 * file needs the shared package to export when it runs. `import type`, `type X` specifiers and
 * bare side-effect imports need nothing. A namespace or dynamic import hides which names are used,
 * so it is refused: the publish check could not see what the file needs.
 */
export function sharedImportsOf(
  fileName: string,
  text: string,
  specifiers: ReadonlySet<string>,
): Map<string, Set<string>> {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    scriptKind(fileName),
  );
  const found = new Map<string, Set<string>>();
  const add = (specifier: string, name: string) => {
    const names = found.get(specifier) ?? new Set<string>();
    names.add(name);
    found.set(specifier, names);
  };
  const refuse = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new Error(
      `${fileName}:${line + 1}: ${what} hides which exports it uses; import the names instead`,
    );
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const from = node.moduleSpecifier;
      if (from && ts.isStringLiteral(from) && specifiers.has(from.text)) {
        collect(node, from.text);
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      specifiers.has(node.arguments[0].text)
    ) {
      refuse(node, `import('${node.arguments[0].text}')`);
    }
    ts.forEachChild(node, visit);
  };

  const collect = (node: ts.ImportDeclaration | ts.ExportDeclaration, specifier: string) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (!clause || clause.isTypeOnly) return;
      if (clause.name) add(specifier, 'default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) refuse(node, `import * from '${specifier}'`);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) {
          if (!el.isTypeOnly) add(specifier, (el.propertyName ?? el.name).text);
        }
      }
      return;
    }
    if (node.isTypeOnly) return;
    const clause = node.exportClause;
    if (!clause || ts.isNamespaceExport(clause)) refuse(node, `export * from '${specifier}'`);
    else
      for (const el of clause.elements) {
        if (!el.isTypeOnly) add(specifier, (el.propertyName ?? el.name).text);
      }
  };

  visit(source);
  return found;
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}
