import type { ExportedApi, PackageApi } from './api-report-file';

export interface ApiChange {
  /** `exports` key: `.`, `./testing`, … */
  entry: string;
  name: string;
  change: 'added' | 'removed' | 'changed';
  before?: ExportedApi;
  after?: ExportedApi;
}

export type BumpLevel = 'major' | 'minor';

/** Every name added, removed or changed (kind, signature or type-only-ness) between two APIs. */
export function diffApi(before: PackageApi, after: PackageApi): ApiChange[] {
  const changes: ApiChange[] = [];
  const entries = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  for (const entry of entries) {
    const was = before[entry] ?? {};
    const now = after[entry] ?? {};
    const names = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort();
    for (const name of names) {
      const b = was[name];
      const a = now[name];
      if (!b && a) changes.push({ entry, name, change: 'added', after: a });
      else if (b && !a) changes.push({ entry, name, change: 'removed', before: b });
      else if (b && a && !sameExport(b, a))
        changes.push({ entry, name, change: 'changed', before: b, after: a });
    }
  }
  return changes;
}

function sameExport(a: ExportedApi, b: ExportedApi): boolean {
  return (
    a.kind === b.kind &&
    withoutBindingPatterns(a.signature) === withoutBindingPatterns(b.signature) &&
    !a.typeOnly === !b.typeOnly
  );
}

/**
 * A signature with each parameter's destructuring pattern left out: `({ label, ...rest }: Props)`
 * reads `({…}: Props)`. Which names a function takes out of its argument is its own business;
 * the argument's type is the API. (Printed signatures carry the pattern.)
 */
export function withoutBindingPatterns(signature: string): string {
  let out = '';
  for (let i = 0; i < signature.length; i++) {
    const atParameter = signature[i] === '{' && /(?:\(|, )$/.test(out);
    const end = atParameter ? closingBrace(signature, i) : -1;
    if (end > 0 && signature.startsWith(': ', end + 1)) {
      out += '{…}';
      i = end;
    } else {
      out += signature[i];
    }
  }
  return out;
}

/** The index of the `}` that closes the `{` at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * Semver for a package's public API: a removed or changed export breaks whoever uses it (major);
 * an added one breaks nobody but needs a provider that has it (minor). Any signature change counts
 * as breaking, even a widening one: the report cannot tell, and a major bump errs on the safe side.
 */
export function bumpLevel(changes: readonly ApiChange[]): BumpLevel | null {
  if (!changes.length) return null;
  return changes.some((c) => c.change !== 'added') ? 'major' : 'minor';
}

/**
 * The next version. Below 1.0.0 the levels shift down one place, as npm's `^0.x` ranges do
 * (`^0.3.0` accepts 0.3.x only): breaking → 0.(x+1).0, added → 0.x.(y+1).
 */
export function bumpVersion(version: string, level: BumpLevel): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`cannot bump "${version}": expected a plain x.y.z version`);
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  if (major === 0) {
    return level === 'major' ? `0.${minor + 1}.0` : `0.${minor}.${patch + 1}`;
  }
  return level === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

/** Whether version `a` is greater than `b` (plain x.y.z only). */
export function isGreater(a: string, b: string): boolean {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return false;
}

/** One line per change, for the test's failure and the generator's summary. */
export function describeChanges(changes: readonly ApiChange[]): string[] {
  return changes.map((c) => {
    const where = c.entry === '.' ? c.name : `${c.name} (entry ${c.entry})`;
    if (c.change === 'added') return `+ added   ${where}: ${c.after?.signature}`;
    if (c.change === 'removed') return `- removed ${where}: ${c.before?.signature}`;
    return `~ changed ${where}:\n    was ${c.before?.signature}\n    now ${c.after?.signature}`;
  });
}
