/**
 * Starts the Firebase Auth emulator (project demo-events, no UI) and waits until it answers.
 * Used by `npm start`, `npm test` and any test suite that needs one when none is running yet.
 */
import type { ChildProcess } from 'node:child_process';
import { captureOutput, spawnServer, stopProcessTree, waitUntilReady } from './child-process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const AUTH_EMULATOR_PROJECT = 'demo-events';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningEmulator {
  /** `127.0.0.1:9099`, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  stop(): Promise<void>;
}

export async function isEmulatorUp(host: string): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}/emulator/v1/projects/${AUTH_EMULATOR_PROJECT}/config`);
    return res.ok;
  } catch {
    return false;
  }
}

export async function startAuthEmulator(
  options: { port?: number; quiet?: boolean; onOutputLine?: (line: string) => void } = {},
): Promise<RunningEmulator> {
  const port = options.port ?? 9099;
  const host = `127.0.0.1:${port}`;
  if (await isEmulatorUp(host)) {
    return { host, projectId: AUTH_EMULATOR_PROJECT, stop: async () => {} };
  }
  const require = createRequire(import.meta.url);
  const cli = path.join(
    path.dirname(require.resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
  const child: ChildProcess = spawnServer(
    process.execPath,
    [cli, 'emulators:start', '--only', 'auth', '--project', AUTH_EMULATOR_PROJECT],
    {
      cwd: ROOT,
      // The CLI otherwise checks for updates and asks about usage collection over the network.
      env: {
        ...process.env,
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
      },
    },
  );
  if (options.quiet === false) {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  }
  const output = captureOutput(child);
  const { onOutputLine } = options;
  if (onOutputLine) {
    child.stdout?.on('data', (b: Buffer) => {
      for (const line of b.toString().split('\n')) if (line.trim()) onOutputLine(line);
    });
  }
  await waitUntilReady(child, () => isEmulatorUp(host), {
    what: `The Auth emulator on ${host}`,
    timeoutMs: 60_000,
    output,
  });
  return {
    host,
    projectId: AUTH_EMULATOR_PROJECT,
    stop: () => stopProcessTree(child),
  };
}
