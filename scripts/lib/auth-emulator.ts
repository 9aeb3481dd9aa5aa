/**
 * Starts the Firebase Auth emulator (project demo-events, no UI) and waits until it answers.
 * Used by `npm start`, `npm test` and any test suite that needs one when none is running yet.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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
  const child: ChildProcess = spawn(
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
      stdio: options.quiet === false ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    },
  );
  let output = '';
  child.stdout?.on('data', (b: Buffer) => {
    output += b.toString();
    if (options.onOutputLine)
      for (const line of b.toString().split('\n')) if (line.trim()) options.onOutputLine(line);
  });
  child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));

  const deadline = Date.now() + 60_000;
  while (!(await isEmulatorUp(host))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Auth emulator did not start on ${host}.\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    host,
    projectId: AUTH_EMULATOR_PROJECT,
    stop: () => stopProcessTree(child),
  };
}

/** Stops a detached child and everything it started (the CLI runs the emulator as a grandchild). */
export function stopProcessTree(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
      return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  });
}
