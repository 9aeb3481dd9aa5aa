/**
 * A remote's dev server, as its team runs it (`npm run dev -w <remote>`), for a journey to point
 * the deployed app at. `replace` changes a text in the remote's sources on the way into the build
 * (a loader in a throwaway config that wraps the remote's own), so the journey can tell the dev
 * server's pages from the release's without editing the remote's files.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  captureOutput,
  isOk,
  spawnServer,
  stopProcessTree,
  waitUntilReady,
} from '../../scripts/lib/child-process';
import { freePort } from '../../scripts/lib/free-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DevServerOptions {
  /** A source file (a regex on its path), the text to find in it and what to put instead. */
  replace: { file: RegExp; from: string; to: string };
}

export interface RunningDevServer {
  /** `http://localhost:<port>` */
  url: string;
  stop(): Promise<void>;
}

const LOADER = `module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  // Fails the build, and so the journey, when the text has moved: the test must not pass unchanged.
  if (!source.includes(from)) throw new Error('replace-text: ' + JSON.stringify(from) + ' not in ' + this.resourcePath);
  return source.split(from).join(to);
};
`;

export async function startRemoteDevServer(
  remote: string,
  { replace }: DevServerOptions,
): Promise<RunningDevServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${remote}-dev-`));
  const loader = path.join(dir, 'replace-text-loader.cjs');
  const config = path.join(dir, 'rspack.config.mts');
  await writeFile(loader, LOADER);
  await writeFile(
    config,
    `import config from ${JSON.stringify(path.join(ROOT, remote, 'rspack.config.ts'))};
config.module.rules.push({
  test: new RegExp(${JSON.stringify(replace.file.source)}),
  enforce: 'pre',
  loader: ${JSON.stringify(loader)},
  options: ${JSON.stringify({ from: replace.from, to: replace.to })},
});
export default config;
`,
  );
  const port = await freePort();
  const child = spawnServer('npm', ['run', 'dev', '-w', remote, '--', '--config', config], {
    cwd: ROOT,
    env: { ...process.env, DEV_PORT: String(port) },
  });
  const output = captureOutput(child);
  const url = `http://localhost:${port}`;
  const stop = async () => {
    await stopProcessTree(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(
      child,
      async () => /compiled/i.test(output()) && (await isOk(`${url}/mf-manifest.json`)),
      { what: `The ${remote} dev server`, timeoutMs: 120_000, output },
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { url, stop };
}
