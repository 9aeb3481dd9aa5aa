import path from 'node:path';
import { captureOutput, isOk, spawnServer, stopProcessTree, waitUntilReady } from './child-process';
import { ROOT } from './workspace';

/**
 * One remote on its own (`rspack serve`, development mode), as its team runs it: proves in the
 * test run that a remote works without the shell and without the other remotes.
 */
export async function startRemoteDevServer(
  remote: string,
  options: { port: number; apiOrigin: string; emulatorHost: string },
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawnServer(
    path.join(ROOT, 'node_modules/.bin/rspack'),
    ['serve', '--mode', 'development'],
    {
      cwd: path.join(ROOT, remote),
      env: {
        ...process.env,
        DEV_PORT: String(options.port),
        API_URL: options.apiOrigin,
        FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
      },
    },
  );
  const output = captureOutput(child);
  const url = `http://localhost:${options.port}`;
  // The page answers once the first compilation is done.
  await waitUntilReady(
    child,
    async () => /compiled/i.test(output()) && (await isOk(`${url}/app`)),
    {
      what: `The ${remote} dev server`,
      timeoutMs: 120_000,
      output,
    },
  );
  return { url, stop: () => stopProcessTree(child) };
}
