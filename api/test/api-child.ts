/**
 * The API as a real process (`node --import tsx src/main.ts`), for the tests that kill it
 * (crash-recovery.test.ts, cancellation-crash.test.ts): started on a database location with extra
 * environment, waited for until `/v2/health/ready` answers, and its output kept to read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiChild {
  origin: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the first output line containing `text` (already printed or still to come). */
  lineWith(text: string, timeoutMs?: number): Promise<string>;
  /** SIGTERM, and resolves once the process has exited (a clean close). */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

export async function startApiChild(
  db: { databaseUrl?: string; dataDir?: string },
  emulatorHost: string,
  env: Record<string, string> = {},
): Promise<ApiChild> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATABASE_URL: db.databaseUrl ?? '',
      DATA_DIR: db.dataDir ?? '',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      SEED_DEMO: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API did not start:\n${output}`);
    }
    const ok = await fetch(`${origin}/v2/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    child,
    output: () => output,
    lineWith: (text, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const line = output.split('\n').find((l) => l.includes(text));
          if (line === undefined) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(line);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No line with "${text}" within ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One JSON call to a child API; the body's `data` is typed loosely, as tests read it. */
export async function callChild(
  origin: string,
  method: string,
  route: string,
  token: string,
  json?: unknown,
): Promise<{ status: number; body: { data?: Record<string, unknown>; error?: unknown } }> {
  const res = await fetch(`${origin}/v2${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
}
