import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRouteConflicts, routesOf, type RemotePages } from 'platform';
import {
  REMOTE_LIST_FILE,
  checkRemoteList,
  readRemoteList,
  type RemoteEntry,
} from 'platform/build';

const TEMPLATE_DIR = fileURLToPath(new URL('../remote-template', import.meta.url));
const TEMPLATE_SUFFIX = '.tmpl';
const FIRST_PORT = 3011;

export interface NewRemote {
  entry: RemoteEntry;
  /** Its first page's route, e.g. `/app/tickets`. */
  path: string;
  dir: string;
  /** Files written, relative to the remote's folder. */
  files: string[];
}

/**
 * Writes a new remote `<root>/<name>` from scripts/remote-template and adds it to `remotes.json`,
 * which every root list derives from. Refuses a bad or taken name, and a first route that another
 * remote already owns. Does not install: the caller links the workspace (`npm install`).
 */
export async function generateRemote(root: string, name: string): Promise<NewRemote> {
  const remotes = readRemoteList(root);
  const area = name.replace(/^mf-/, '');
  const entry: RemoteEntry = {
    package: name,
    federationName: area.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
    devPort: Math.max(FIRST_PORT - 1, ...remotes.map((r) => r.devPort)) + 1,
  };
  const problems = checkRemoteList([...remotes, entry]);
  if (problems.length > 0) throw new Error(`cannot create ${name}:\n- ${problems.join('\n- ')}`);
  const dir = path.join(root, name);
  if (existsSync(dir)) throw new Error(`cannot create ${name}: ${dir} already exists`);

  const routePath = `/app/${area}`;
  const conflicts = findRouteConflicts(
    [{ path: routePath, page: './HomePage' }],
    await owners(root, remotes),
  );
  const conflict = conflicts[0];
  if (conflict)
    throw new Error(
      `cannot create ${name}: its first route ${routePath} collides with "${conflict.otherPath}" owned by ${conflict.otherOwner}`,
    );

  const values: Record<string, string> = {
    __PACKAGE__: name,
    __PATH__: routePath,
    __TITLE__: area.replace(
      /(^|-)([a-z0-9])/g,
      (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase(),
    ),
    __FEDERATION__: entry.federationName,
    __PORT__: String(entry.devPort),
  };
  const files: string[] = [];
  for (const template of await templateFiles(TEMPLATE_DIR)) {
    const relative = path.relative(TEMPLATE_DIR, template).slice(0, -TEMPLATE_SUFFIX.length);
    const text = (await readFile(template, 'utf8')).replace(
      /__[A-Z]+__/g,
      (key) => values[key] ?? key,
    );
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), text);
    files.push(relative);
  }
  await writeRemoteList(root, [...remotes, entry]);
  return { entry, path: routePath, dir, files: files.sort() };
}

/** Every listed remote's routes, read from its src/pages.ts. */
async function owners(root: string, remotes: readonly RemoteEntry[]) {
  return Promise.all(
    remotes.map(async (r) => {
      const file = path.join(root, r.package, 'src/pages.ts');
      const { remote } = (await import(file)) as { remote: RemotePages };
      return { owner: r.package, routes: routesOf(remote) };
    }),
  );
}

async function templateFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(TEMPLATE_SUFFIX))
    .map((e) => path.join(e.parentPath, e.name));
}

/** remotes.json with one remote a line, as it is kept by hand. */
async function writeRemoteList(root: string, remotes: readonly RemoteEntry[]): Promise<void> {
  const file = path.join(root, REMOTE_LIST_FILE);
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const lines = remotes.map(
    (r) =>
      `    { "package": ${JSON.stringify(r.package)}, "federationName": ${JSON.stringify(r.federationName)}, "devPort": ${r.devPort} }`,
  );
  const head = Object.entries(json)
    .filter(([key]) => key !== 'remotes')
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`)
    .join('');
  await writeFile(file, `{\n${head}  "remotes": [\n${lines.join(',\n')}\n  ]\n}\n`);
}
