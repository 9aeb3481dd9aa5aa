/**
 * The folder-level import graph of a source tree: an edge from folder A to folder B when a file
 * under A imports a file under B by a relative path. Folders are the first level below the root;
 * the root's own files are the folder ".". Test files are left out: they sit beside the code they
 * test and may reach for helpers anywhere.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One import that makes an edge: the importing file and what it wrote, for a readable failure. */
export interface FolderEdge {
  from: string;
  to: string;
  examples: string[];
}

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.test\.(ts|tsx|mts)$/;
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, relative only.
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
      return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

function folderOf(root: string, file: string): string {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 1 ? (parts[0] ?? '.') : '.';
}

/** Every edge between two different folders of `root`, sorted. */
export async function folderGraph(root: string): Promise<FolderEdge[]> {
  const edges = new Map<string, FolderEdge>();
  for (const file of await sourceFiles(root)) {
    const text = await readFile(file, 'utf8');
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const specifier = match[1] ?? '';
      const target = path.resolve(path.dirname(file), specifier);
      if (path.relative(root, target).startsWith('..')) continue;
      const from = folderOf(root, file);
      const to = folderOf(root, target);
      if (from === to) continue;
      const key = `${from}\0${to}`;
      const edge = edges.get(key) ?? { from, to, examples: [] };
      edge.examples.push(`${path.relative(root, file)} imports '${specifier}'`);
      edges.set(key, edge);
    }
  }
  return [...edges.values()].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
}

/**
 * The groups of folders that reach each other (strongly connected components of two or more),
 * each with the edges inside it, by Tarjan's algorithm.
 */
export function folderCycles(
  edges: readonly FolderEdge[],
): { folders: string[]; edges: FolderEdge[] }[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;

  const visit = (folder: string): void => {
    index.set(folder, counter);
    low.set(folder, counter);
    counter += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== folder);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);

  return groups.map((folders) => ({
    folders,
    edges: edges.filter((e) => folders.includes(e.from) && folders.includes(e.to)),
  }));
}
