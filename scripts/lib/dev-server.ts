import { spawn } from 'node:child_process';
import path from 'node:path';
import { stopProcessTree } from './auth-emulator';
import { ROOT } from './workspace';

/**
 * One remote on its own (`rspack serve`, development mode), as its team runs it: proves in the
 * test run that a remote works without the shell and without the other remotes.
 */
export async function startRemoteDevServer(
  remote: string,
  options: { port: number; apiOrigin: string; emulatorHost: string },
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
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
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr.on('data', (b: Buffer) => (output += b.toString()));
  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${remote} dev server exited:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) {
      await stopProcessTree(child);
      throw new Error(`${remote} dev server did not answer within 120 s:\n${output.slice(-3000)}`);
    }
    // The page answers once the first compilation is done.
    const ready = await fetch(`${url}/app`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready && /compiled/i.test(output)) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, stop: () => stopProcessTree(child) };
}
