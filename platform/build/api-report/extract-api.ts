import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { EntryApi, ExportKind, ExportedApi, PackageApi } from './api-report-file';

/**
 * The public API of a workspace package, read with the TypeScript compiler: for every entry of its
 * package.json `exports` map, every exported name with its kind and type signature. Like an API
 * Extractor report, but without the tool: signatures are printed by the type checker, so a change
 * in a parameter, a return type or an interface member shows up as a changed line.
 *
 * A named type that is referenced but not exported prints as its name only (API Extractor's
 * "forgotten export"): export the types your signatures use.
 */
export function extractPackageApi(packageDir: string): PackageApi {
  const entries = entryFiles(packageDir);
  const program = ts.createProgram(
    Object.values(entries),
    compilerOptionsOf(path.join(packageDir, 'tsconfig.json')),
  );
  const ctx: Ctx = {
    checker: program.getTypeChecker(),
    isExternal: (node) => {
      const file = node.getSourceFile();
      return (
        program.isSourceFileDefaultLibrary(file) || program.isSourceFileFromExternalLibrary(file)
      );
    },
  };
  const api: PackageApi = {};
  for (const [entry, file] of Object.entries(entries)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && ctx.checker.getSymbolAtLocation(source);
    if (!moduleSymbol)
      throw new Error(`cannot read the entry "${entry}" of ${packageDir} (${file})`);
    api[entry] = entryApi(ctx, moduleSymbol);
  }
  return api;
}

/**
 * Entries the shell never serves: test doubles (`./testing`), which tests import from the
 * workspace. Their signatures follow the contract's shapes (a sample event has every field of an
 * event), so reporting them moved shared-api's major at each change of a shape no app shares.
 */
const UNREPORTED_ENTRIES = new Set(['./testing']);

/** `exports` keys mapped to absolute source files; a conditions object uses `source` or `default`. */
export function entryFiles(packageDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown> | string;
  };
  const exportsMap = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
  const files: Record<string, string> = {};
  for (const [key, target] of Object.entries(exportsMap)) {
    if (UNREPORTED_ENTRIES.has(key)) continue;
    const file = targetFile(target);
    if (!file) throw new Error(`${packageDir}/package.json: cannot read exports["${key}"]`);
    files[key] = path.resolve(packageDir, file);
  }
  return files;
}

function targetFile(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    const conditions = target as Record<string, unknown>;
    return targetFile(conditions.source ?? conditions.types ?? conditions.default);
  }
  return undefined;
}

function compilerOptionsOf(tsconfigFile: string): ts.CompilerOptions {
  const read = ts.readConfigFile(tsconfigFile, (f) => ts.sys.readFile(f));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfigFile));
  return { ...parsed.options, noEmit: true };
}

interface Ctx {
  checker: ts.TypeChecker;
  /** Declared in a library (TypeScript's lib, node_modules) rather than in the workspace. */
  isExternal(node: ts.Node): boolean;
}

const FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

function entryApi(ctx: Ctx, moduleSymbol: ts.Symbol): EntryApi {
  const api: EntryApi = {};
  const exported = ctx.checker
    .getExportsOfModule(moduleSymbol)
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const symbol of exported) api[symbol.name] = describeExport(ctx, symbol);
  return api;
}

function describeExport(ctx: Ctx, exported: ts.Symbol): ExportedApi {
  const typeOnly = isTypeOnlyExport(exported);
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? ctx.checker.getAliasedSymbol(exported) : exported;
  const parts: { kind: ExportKind; text: string }[] = [];
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Class) parts.push({ kind: 'class', text: classText(ctx, symbol) });
  else if (f & ts.SymbolFlags.Enum) parts.push({ kind: 'enum', text: enumText(ctx, symbol) });
  else if (f & ts.SymbolFlags.Function)
    parts.push({ kind: 'function', text: functionText(ctx, symbol) });
  else if (f & ts.SymbolFlags.Variable) parts.push(variablePart(ctx, symbol));
  if (f & ts.SymbolFlags.Interface && !(f & ts.SymbolFlags.Class))
    parts.push({ kind: 'interface', text: interfaceText(ctx, symbol) });
  if (f & ts.SymbolFlags.TypeAlias) parts.push({ kind: 'type', text: aliasText(ctx, symbol) });
  if (!parts.length) parts.push({ kind: 'namespace', text: `namespace ${symbol.name}` });

  const described: ExportedApi = {
    kind: parts[0]!.kind,
    signature: parts.map((p) => p.text).join('; '),
  };
  if (typeOnly) described.typeOnly = true;
  return described;
}

/** `export type { X }` (or `export { type X }`): a name with no run-time value. */
function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (d) => ts.isExportSpecifier(d) && (d.isTypeOnly || d.parent.parent.isTypeOnly),
  );
}

function declarationOf(symbol: ts.Symbol): ts.Declaration {
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!decl) throw new Error(`${symbol.name} has no declaration`);
  return decl;
}

function typeParametersText(symbol: ts.Symbol): string {
  const decl = declarationOf(symbol) as ts.Declaration & {
    typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration>;
  };
  const params = decl.typeParameters;
  return params?.length ? `<${params.map((p) => p.getText()).join(', ')}>` : '';
}

function functionText(ctx: Ctx, symbol: ts.Symbol): string {
  const type = ctx.checker.getTypeOfSymbolAtLocation(symbol, declarationOf(symbol));
  return type
    .getCallSignatures()
    .map((sig) => `function ${symbol.name}${signatureText(ctx, sig)}`)
    .join('; ');
}

function signatureText(ctx: Ctx, sig: ts.Signature): string {
  // signatureToString prints `<T>(a: T) => R` with WriteArrowStyleSignature; a declaration reads
  // better as `<T>(a: T): R`, so print without it.
  return ctx.checker.signatureToString(
    sig,
    undefined,
    FORMAT & ~ts.TypeFormatFlags.WriteArrowStyleSignature,
  );
}

function variablePart(ctx: Ctx, symbol: ts.Symbol): { kind: ExportKind; text: string } {
  const decl = declarationOf(symbol);
  const flags = ts.getCombinedNodeFlags(decl);
  const kind: ExportKind =
    flags & ts.NodeFlags.Const ? 'const' : flags & ts.NodeFlags.Let ? 'let' : 'var';
  const type = ctx.checker.getTypeOfSymbolAtLocation(symbol, decl);
  return {
    kind,
    text: `${kind} ${symbol.name}: ${ctx.checker.typeToString(type, undefined, FORMAT)}`,
  };
}

function aliasText(ctx: Ctx, symbol: ts.Symbol): string {
  const type = ctx.checker.getDeclaredTypeOfSymbol(symbol);
  const body = ctx.checker.typeToString(type, undefined, FORMAT | ts.TypeFormatFlags.InTypeAlias);
  return `type ${symbol.name}${typeParametersText(symbol)} = ${body}`;
}

function interfaceText(ctx: Ctx, symbol: ts.Symbol): string {
  const type = ctx.checker.getDeclaredTypeOfSymbol(symbol);
  const name = `${symbol.name}${typeParametersText(symbol)}${heritageText(ctx, type)}`;
  return `interface ${name} ${membersText(ctx, type)}`;
}

/**
 * `extends …` of a class or interface. Members inherited from a library type (React's
 * `ButtonHTMLAttributes`, `Error`) are left out of the member list: this names them instead.
 */
function heritageText(ctx: Ctx, type: ts.Type): string {
  const bases = type.isClassOrInterface()
    ? ctx.checker.getBaseTypes(type).map((t) => ctx.checker.typeToString(t, undefined, FORMAT))
    : [];
  return bases.length ? ` extends ${bases.join(', ')}` : '';
}

function classText(ctx: Ctx, symbol: ts.Symbol): string {
  const decl = declarationOf(symbol);
  const staticType = ctx.checker.getTypeOfSymbolAtLocation(symbol, decl);
  const instanceType = ctx.checker.getDeclaredTypeOfSymbol(symbol);
  // A construct signature prints as `(…): ClassName`; a constructor has no return type.
  const instanceName = `: ${ctx.checker.typeToString(instanceType, undefined, FORMAT)}`;
  const ctors = staticType.getConstructSignatures().map((sig) => {
    const text = signatureText(ctx, sig);
    return `constructor${text.endsWith(instanceName) ? text.slice(0, -instanceName.length) : text}`;
  });
  const statics = staticType
    .getProperties()
    .filter((p) => p.name !== 'prototype' && isOwnPublic(ctx, p))
    .map((p) => `static ${memberText(ctx, p)}`);
  const name = `${symbol.name}${typeParametersText(symbol)}${heritageText(ctx, instanceType)}`;
  const members = [...ctors, ...statics, ...propertiesOf(ctx, instanceType)];
  return `class ${name} { ${members.join('; ')} }`;
}

function enumText(ctx: Ctx, symbol: ts.Symbol): string {
  const members = ctx.checker.getExportsOfModule(symbol).map((m) => {
    const value = ctx.checker.getConstantValue(m.valueDeclaration as ts.EnumMember);
    return value === undefined ? m.name : `${m.name} = ${JSON.stringify(value)}`;
  });
  return `enum ${symbol.name} { ${members.join(', ')} }`;
}

function membersText(ctx: Ctx, type: ts.Type): string {
  const calls = type.getCallSignatures().map((s) => signatureText(ctx, s));
  const news = type.getConstructSignatures().map((s) => `new ${signatureText(ctx, s)}`);
  const indexes = ctx.checker.getIndexInfosOfType(type).map((info) => {
    const key = ctx.checker.typeToString(info.keyType, undefined, FORMAT);
    const value = ctx.checker.typeToString(info.type, undefined, FORMAT);
    return `${info.isReadonly ? 'readonly ' : ''}[key: ${key}]: ${value}`;
  });
  const members = [...calls, ...news, ...indexes, ...propertiesOf(ctx, type)];
  return members.length ? `{ ${members.join('; ')} }` : '{}';
}

function propertiesOf(ctx: Ctx, type: ts.Type): string[] {
  return ctx.checker
    .getPropertiesOfType(type)
    .filter((p) => isOwnPublic(ctx, p))
    .map((p) => memberText(ctx, p));
}

function memberText(ctx: Ctx, prop: ts.Symbol): string {
  const decl = prop.valueDeclaration ?? prop.declarations?.[0];
  const type = decl
    ? ctx.checker.getTypeOfSymbolAtLocation(prop, decl)
    : ctx.checker.getDeclaredTypeOfSymbol(prop);
  const modifiers = decl ? ts.getCombinedModifierFlags(decl) : ts.ModifierFlags.None;
  const readonly = modifiers & ts.ModifierFlags.Readonly ? 'readonly ' : '';
  const optional = prop.flags & ts.SymbolFlags.Optional ? '?' : '';
  const isMethod = prop.flags & ts.SymbolFlags.Method;
  if (isMethod) {
    return type
      .getCallSignatures()
      .map((sig) => `${prop.name}${optional}${signatureText(ctx, sig)}`)
      .join('; ');
  }
  return `${readonly}${prop.name}${optional}: ${ctx.checker.typeToString(type, undefined, FORMAT)}`;
}

/** Not private, and declared in the workspace (library members are named by `extends`). */
function isOwnPublic(ctx: Ctx, prop: ts.Symbol): boolean {
  if (prop.name.startsWith('#') || prop.name.startsWith('__')) return false;
  const decl = prop.valueDeclaration ?? prop.declarations?.[0];
  if (!decl) return true;
  if (ctx.isExternal(decl)) return false;
  return !(ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Private);
}
