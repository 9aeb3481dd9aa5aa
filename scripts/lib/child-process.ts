/** Helpers for the servers our scripts start as child processes (emulator, API, dev server). */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LEASH = fileURLToPath(new URL('./leash.mjs', import.meta.url));

/**
 * Starts a server in its own process group (so `stopProcessTree` stops all it starts), on a leash:
 * if this process dies without stopping it, even by SIGKILL, the server and its children stop too
 * (see leash.mjs). Output is piped as with `spawn(…, { stdio: 'pipe' })`, or, given `outputFd` (an
 * open file), written by the server straight into that file: nothing of it passes through this
 * process.
 */
export function spawnServer(
  command: string,
  args: readonly string[],
  options: Pick<SpawnOptions, 'cwd' | 'env'> & { outputFd?: number },
): ChildProcess {
  const { outputFd, ...spawnOptions } = options;
  const output = outputFd ?? 'pipe';
  return spawn(process.execPath, [LEASH, command, ...args], {
    ...spawnOptions,
    stdio: ['pipe', output, output],
    detached: process.platform !== 'win32',
  });
}

/** How much of a child's output is kept: enough for the lines before a failed start. */
const KEPT_OUTPUT_CHARS = 16 * 1024;

/**
 * The last of what the child writes, kept so a failed start can show its last lines. Only the tail:
 * an API under a benchmark logs tens of thousands of lines a second for as long as it runs, and
 * keeping them all made this process (which runs autocannon) the one slowed down.
 */
export function captureOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (b: Buffer) => {
    output += b.toString();
    if (output.length > 2 * KEPT_OUTPUT_CHARS) output = output.slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output.slice(-KEPT_OUTPUT_CHARS);
}

/** The last of a file a server writes its output to (see spawnServer's `outputFd`). */
export function tailOfFile(file: string): string {
  try {
    const fd = openSync(file, 'r');
    try {
      const { size } = fstatSync(fd);
      const length = Math.min(size, KEPT_OUTPUT_CHARS);
      const tail = Buffer.alloc(length);
      readSync(fd, tail, 0, length, size - length);
      return tail.toString();
    } finally {
      closeSync(fd);
    }
  } catch {
    return '';
  }
}

/** Whether a GET of `url` answers 2xx now; a refused connection is a no. */
export function isOk(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * Polls `isReady` until it answers true. If the child exits first or the time runs out, stops it
 * and throws with the tail of its output.
 */
export async function waitUntilReady(
  child: ChildProcess,
  isReady: () => Promise<boolean>,
  options: { what: string; timeoutMs: number; output: () => string; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  // Exit is checked before readiness, and after it: a server that died (say, on a taken port) must
  // not pass for ready because something else answers where it would have.
  while (exited() || !(await isReady()) || exited()) {
    if (exited() || Date.now() > deadline) {
      // Decided before stopping it: once stopped, every child has "exited".
      const why = exited()
        ? 'exited during start'
        : `did not start within ${options.timeoutMs / 1000} s`;
      await stopProcessTree(child);
      throw new Error(`${options.what} ${why}:\n${options.output().slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 250));
  }
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
