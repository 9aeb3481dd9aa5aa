import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess } from './api-process';
import { assertPortFree } from './free-port';

const CHILD_PROCESS = fileURLToPath(new URL('./child-process.ts', import.meta.url));
const scratch = await mkdtemp(path.join(tmpdir(), 'leash-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor<T>(read: () => Promise<T | null>, timeoutMs: number): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A parent script that starts a long-running server (on a leash, or plainly detached as our
 * scripts used to), then gets SIGKILLed. Answers the server's pid and whether it outlived the parent.
 */
async function serverOutlivesKilledParent(leashed: boolean): Promise<boolean> {
  const pidFile = path.join(scratch, `server-${leashed}.pid`);
  const server = `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000);`;
  const parentFile = path.join(scratch, `parent-${leashed}.ts`);
  await writeFile(
    parentFile,
    leashed
      ? `import { spawnServer } from ${JSON.stringify(CHILD_PROCESS)};\n` +
          `spawnServer(process.execPath, ['-e', ${JSON.stringify(server)}], {});\n` +
          'setInterval(() => {}, 1000);\n'
      : "import { spawn } from 'node:child_process';\n" +
          `spawn(process.execPath, ['-e', ${JSON.stringify(server)}], { detached: true, stdio: 'ignore' }).unref();\n` +
          'setInterval(() => {}, 1000);\n',
  );
  const parent = spawn(process.execPath, ['--import', 'tsx', parentFile], { stdio: 'ignore' });
  const pid = await waitFor(async () => {
    if (!existsSync(pidFile)) return null;
    const text = await readFile(pidFile, 'utf8');
    return text ? Number(text) : null;
  }, 20_000);
  if (pid === null) throw new Error('the server never started');
  parent.kill('SIGKILL');
  const gone = await waitFor(async () => (isRunning(pid) ? null : true), 8_000);
  if (gone) return false;
  process.kill(pid, 'SIGKILL');
  return true;
}

describe('a server started on a leash', () => {
  it('stops when the script that started it is killed outright', async () => {
    expect(await serverOutlivesKilledParent(true)).toBe(false);
  }, 40_000);

  it('control: started detached without the leash, it outlives its parent', async () => {
    expect(await serverOutlivesKilledParent(false)).toBe(true);
  }, 40_000);
});

describe('a taken port', () => {
  async function occupy(): Promise<{ server: Server; port: number }> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return { server, port: address.port };
  }

  it('is named, with the variable that moves it', async () => {
    const { server, port } = await occupy();
    try {
      await expect(assertPortFree(port, 'The API', 'API_PORT')).rejects.toThrow(
        `The API cannot start: port ${port} is already in use`,
      );
      await expect(assertPortFree(port, 'The API', 'API_PORT')).rejects.toThrow(/set API_PORT/);
    } finally {
      server.close();
    }
  });

  it('fails the API start at once instead of passing for a running API', async () => {
    const { server, port } = await occupy();
    try {
      await expect(
        startApiProcess({
          port,
          dataDir: 'memory',
          emulatorHost: '127.0.0.1:9099',
          seedDemoData: false,
          logFile: path.join(scratch, 'api.log'),
        }),
      ).rejects.toThrow(`port ${port} is already in use`);
    } finally {
      server.close();
    }
  });
});
