import path from 'node:path';
import { captureOutput, isOk, spawnServer, stopProcessTree, waitUntilReady } from './child-process';
import { freePort } from './free-port';
import { ROOT } from './workspace';

/** `api/test/hello-world-server.ts` (beside the Fastify it uses) in its own process on a free port; resolves to its URL and a stop. */
export async function startHelloWorld(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawnServer(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'api/test/hello-world-server.ts')],
    { cwd: ROOT, env: { ...process.env, PORT: String(port) } },
  );
  const url = `http://127.0.0.1:${port}/`;
  await waitUntilReady(child, () => isOk(url), {
    what: `The hello-world server on ${url}`,
    timeoutMs: 30_000,
    output: captureOutput(child),
  });
  return { url, stop: () => stopProcessTree(child) };
}
