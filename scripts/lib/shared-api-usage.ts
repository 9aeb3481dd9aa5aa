/**
 * Who uses each export of shared-api's main entry. The singleton carries what the apps share; a
 * hook, call or query key that one app alone uses belongs in that app (a remote's in its
 * `src/features/<feature>/api/`), so that its team ships it without a shell release and without
 * moving shared-api's version. `platform` counts as every app: the shell and each remote render
 * through its providers and harness.
 *
 * The core (the HTTP client, the session, flow state, paths, analytics, error reporting) is one
 * per page by nature — one Firebase session, one request policy — so a core export needs one app
 * (its shipped code or its tests) to use it; anything else needs two apps' shipped code.
 */
import ts from 'typescript';

export interface SourceFile {
  path: string;
  text: string;
}

export interface ExportUse {
  name: string;
  /** The module of the package the entry re-exports it from, e.g. `./session/session-context`. */
  module: string;
  /** The consumers (apps, or `platform`) whose shipped code imports the name. */
  usedBy: string[];
  /** The consumers whose tests alone import it. */
  testedBy: string[];
}

/** The modules of shared-api's core: shared by every app by nature, whoever calls them. */
export const CORE_MODULES = [
  './http/',
  './session/',
  './flow/',
  './analytics/',
  './errors/',
  './paths',
  './user-message',
];

const isCore = (module: string) => CORE_MODULES.some((prefix) => module.startsWith(prefix));

/** The names a package entry re-exports (`export { … } from`), each with its module. */
export function exportedNames(entry: SourceFile): { name: string; module: string }[] {
  const source = ts.createSourceFile(entry.path, entry.text, ts.ScriptTarget.Latest, false);
  const names: { name: string; module: string }[] = [];
  source.forEachChild((node) => {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      const module =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : '';
      for (const element of node.exportClause.elements) {
        names.push({ name: element.name.text, module });
      }
    }
  });
  return names;
}

/** The names one file imports or re-exports from `specifier`, types included. */
export function namesImportedFrom(file: SourceFile, specifier: string): string[] {
  const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, kind);
  const names: string[] = [];
  source.forEachChild((node) => {
    const from = (node as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier;
    if (!from || !ts.isStringLiteral(from) || from.text !== specifier) return;
    if (ts.isImportDeclaration(node)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.exportClause &&
      ts.isNamedExports(node.exportClause)
    ) {
      for (const el of node.exportClause.elements) names.push((el.propertyName ?? el.name).text);
    }
  });
  return names;
}

/** A consumer's files, its shipped code apart from its tests. */
export interface ConsumerSources {
  shipped: readonly SourceFile[];
  tests: readonly SourceFile[];
}

/** For each name imported from `specifier`, the consumers whose `files` import it. */
function importers(
  consumers: Readonly<Record<string, ConsumerSources>>,
  specifier: string,
  files: (sources: ConsumerSources) => readonly SourceFile[],
): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [consumer, sources] of Object.entries(consumers)) {
    for (const file of files(sources)) {
      for (const name of namesImportedFrom(file, specifier)) {
        const set = found.get(name) ?? new Set<string>();
        set.add(consumer);
        found.set(name, set);
      }
    }
  }
  return found;
}

/** Each export of `entry` with the consumers that import it from `specifier`. */
export function exportUses(
  entry: SourceFile,
  specifier: string,
  consumers: Readonly<Record<string, ConsumerSources>>,
): ExportUse[] {
  const shipped = importers(consumers, specifier, (c) => c.shipped);
  const tested = importers(consumers, specifier, (c) => c.tests);
  return exportedNames(entry).map(({ name, module }) => {
    const usedBy = [...(shipped.get(name) ?? [])].sort();
    return {
      name,
      module,
      usedBy,
      testedBy: [...(tested.get(name) ?? [])].filter((c) => !usedBy.includes(c)).sort(),
    };
  });
}

/** The consumer whose use alone makes a name shared: it stands for every app. */
export const EVERY_APP = 'platform';

/**
 * What is wrong with a shared entry's exports: a core name no app uses, and any other name that
 * fewer than two apps' shipped code uses.
 */
export function unsharedExportProblems(uses: readonly ExportUse[]): string[] {
  const problems: string[] = [];
  for (const use of uses) {
    if (use.usedBy.includes(EVERY_APP) || use.usedBy.length >= 2) continue;
    if (isCore(use.module)) {
      if (use.usedBy.length + use.testedBy.length === 0) {
        problems.push(`${use.name}: no app uses it; drop it from the public face`);
      }
      continue;
    }
    const [only] = use.usedBy;
    problems.push(
      only === undefined
        ? `${use.name}: no app's shipped code uses it; drop it from the public face`
        : `${use.name}: only ${only} uses it; move it into ${only}` +
            (/^use[A-Z]/.test(use.name) ? ' (src/features/<feature>/api/)' : ''),
    );
  }
  return problems;
}
