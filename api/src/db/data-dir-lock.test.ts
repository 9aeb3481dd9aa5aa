import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabaseLocation } from '../../test/test-database';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';
import { openDatabase } from './open-database';

const scratch = await mkdtemp(path.join(tmpdir(), 'api-lock-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function folder(name: string): Promise<string> {
  const dir = path.join(scratch, name);
  await mkdir(dir, { recursive: true });
  return dir;
}

describe('lockDataDir', () => {
  it('holds a folder once at a time, in this process too, until released', async () => {
    const dir = await folder('twice');
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await lock.release();
    await (await lockDataDir(dir)).release();
  });

  it('refuses a folder another running process holds', async () => {
    const dir = await folder('other-process');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(path.join(dir, LOCK_FILE_NAME), String(sleeper.pid));
      await expect(lockDataDir(dir)).rejects.toThrow(`already open in process ${sleeper.pid}`);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over a lock naming this pid that this process does not hold (a restarted container is pid 1 again)', async () => {
    const dir = await folder('own-pid-earlier-life');
    await writeFile(path.join(dir, LOCK_FILE_NAME), `${process.pid}\n1`);
    await (await lockDataDir(dir)).release();
    // Control: the same file written by this process's own lock is refused.
    const held = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
    await held.release();
  });

  it.runIf(process.platform === 'linux')(
    'takes over a live pid that started at another time than the owner (the pid was reused)',
    async () => {
      const dir = await folder('reused-pid');
      const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        await writeFile(path.join(dir, LOCK_FILE_NAME), `${sleeper.pid}\n1`);
        await (await lockDataDir(dir)).release();
        // Control: with the sleeper's real start time, the lock is its own and is refused.
        const stat = await readFile(`/proc/${sleeper.pid}/stat`, 'utf8');
        const startedAt = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
        await writeFile(path.join(dir, LOCK_FILE_NAME), `${sleeper.pid}\n${startedAt}`);
        await expect(lockDataDir(dir)).rejects.toThrow(`already open in process ${sleeper.pid}`);
      } finally {
        sleeper.kill('SIGKILL');
      }
    },
  );

  it('takes over the lock of a process that no longer runs (killed, crashed)', async () => {
    const dir = await folder('stale');
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(path.join(dir, LOCK_FILE_NAME), String(gone.pid));
    await (await lockDataDir(dir)).release();
  });
});

// The driver itself: only PGlite has a folder (a PostgreSQL server arbitrates for itself).
describe.runIf(inject('testDatabase').kind === 'pglite')('openDatabase on a PGlite folder', () => {
  it('refuses a second opener until the first closes, and keeps the folder private', async () => {
    const location = await createTestDatabaseLocation(inject('testDatabase'));
    try {
      const first = await openDatabase(location.options);
      await expect(openDatabase(location.options)).rejects.toThrow(/already open in process/);
      await first.close();
      await (await openDatabase(location.options)).close();
      const dataDir = location.options.dataDir!;
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      await location.dispose();
    }
  }, 60_000);
});
