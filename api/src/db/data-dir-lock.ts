/**
 * One process per PGlite folder. PGlite has no server to arbitrate: two processes that open one
 * folder each keep their own copy in memory and overwrite each other's files, silently losing
 * confirmed writes. A lock file holding the owner's pid makes the second opener fail with a clear
 * message; a lock left by a process that no longer runs (killed, crashed) is taken over.
 *
 * Pids come back: a container restarted after a crash runs the API as pid 1 again, and on a busy
 * machine another program may get the dead owner's number. So the file also records when the
 * owner started (Linux's /proc start time), and this process remembers which locks it holds: a
 * lock naming our own pid that we do not hold, or a live pid that started at another time, is an
 * earlier process's and is taken over.
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

interface LockOwner {
  pid: number;
  /** The owner's start time in clock ticks since boot; null where /proc is not available. */
  startedAt: string | null;
}

/** Locks this process holds (files), to tell them from an earlier process's with our pid. */
const heldHere = new Set<string>();

/** Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces). */
async function startTimeOf(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

async function lockOwner(file: string): Promise<LockOwner | null> {
  const [pidLine = '', startLine = ''] = (await readFile(file, 'utf8').catch(() => '')).split('\n');
  const pid = Number.parseInt(pidLine, 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  return { pid, startedAt: startLine.trim() || null };
}

async function holdsIt(owner: LockOwner, file: string): Promise<boolean> {
  if (owner.pid === process.pid) return heldHere.has(file);
  if (!isRunning(owner.pid)) return false;
  if (owner.startedAt === null) return true;
  const startedAt = await startTimeOf(owner.pid);
  return startedAt === null || startedAt === owner.startedAt;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  // Twice at most: a stale lock is removed once, then a second exclusive create must win.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n${(await startTimeOf(process.pid)) ?? ''}`);
      await handle.close();
      heldHere.add(file);
      return {
        release: async () => {
          heldHere.delete(file);
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await lockOwner(file);
    // This process counts too: a second PGlite instance in one process diverges just the same.
    if (owner !== null && (await holdsIt(owner, file))) {
      throw new DataDirLockedError(dataDir, owner.pid);
    }
    await rm(file, { force: true });
  }
  const owner = (await lockOwner(file))?.pid ?? 0;
  throw new DataDirLockedError(dataDir, owner);
}
