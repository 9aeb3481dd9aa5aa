/**
 * One process per PGlite folder. PGlite has no server to arbitrate: two processes that open one
 * folder each keep their own copy in memory and overwrite each other's files, silently losing
 * confirmed writes. A lock file holding the owner's pid makes the second opener fail with a clear
 * message; a lock left by a process that no longer runs (killed, crashed) is taken over.
 */
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE_NAME = 'api.lock';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is already open in process ${pid}. Two processes on one ` +
        'PGlite folder would overwrite each other: stop the other API (or `npm start`) first, or ' +
        'give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockOwner(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  // Twice at most: a stale lock is removed once, then a second exclusive create must win.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await lockOwner(file);
    // This process counts too: a second PGlite instance in one process diverges just the same.
    if (owner !== null && isRunning(owner)) throw new DataDirLockedError(dataDir, owner);
    await rm(file, { force: true });
  }
  const owner = (await lockOwner(file)) ?? 0;
  throw new DataDirLockedError(dataDir, owner);
}
