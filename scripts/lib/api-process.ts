import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { stopProcessTree } from './auth-emulator';
import { ROOT } from './workspace';

export interface ApiProcessOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  emulatorHost: string;
  seedDemoData: boolean;
  /** Where the API's request log goes (one JSON line per request). */
  logFile: string;
}

export interface ApiProcess {
  /** e.g. `http://127.0.0.1:3001/v2`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The API in its own process, as in production: its event loop is not shared with the static
 * server or a benchmark's client, so neither distorts the other's figures.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  await mkdir(path.dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: String(options.port),
      API_HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
      SEED_DEMO: options.seedDemoData ? '1' : '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.pipe(log);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    log.write(chunk);
  });
  const url = `http://127.0.0.1:${options.port}/v2`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the API exited during start:\n${stderr.slice(-3000)}`);
    if (Date.now() > deadline) {
      await stopProcessTree(child);
      throw new Error(`the API did not answer on ${url} within 60 s:\n${stderr.slice(-3000)}`);
    }
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      await stopProcessTree(child);
      log.end();
    },
  };
}
