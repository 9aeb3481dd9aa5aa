import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

export interface LockOptions {
  /** Give up waiting after this long. */
  timeoutMs?: number;
  /** A lock older than this is taken to be left by a crashed process. */
  staleMs?: number;
}

const OWNER_FILE = 'owner.json';

/**
 * Run `fn` while holding `lockDir`, a directory created with `mkdir` (atomic on every local and
 * network filesystem we care about, unlike "check then write a file"). Publishes read, modify and
 * write current.json; without the lock two of them would each write their own copy and one
 * remote's entry would silently vanish.
 *
 * Critical sections are short (one manifest swap), so a lock older than `staleMs` — or one whose
 * owner process on this host is gone — is broken. The check-then-remove on a stale lock is not
 * itself atomic; comparing the inode first keeps the window to a lock created within microseconds.
 */
export async function withDirLock<T>(
  lockDir: string,
  fn: () => Promise<T>,
  { timeoutMs = 15_000, staleMs = 10_000 }: LockOptions = {},
): Promise<T> {
  await mkdir(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let delay = 5;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await breakIfStale(lockDir, staleMs)) continue;
    if (Date.now() > deadline) {
      throw new Error(
        `could not take the release lock ${lockDir} within ${timeoutMs} ms; if no publish is running, remove it`,
      );
    }
    // Jitter so that waiters do not retry in lockstep.
    await new Promise((r) => setTimeout(r, delay + Math.random() * delay));
    delay = Math.min(delay * 2, 200);
  }

  try {
    await writeFile(
      path.join(lockDir, OWNER_FILE),
      JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }),
    );
    return await fn();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}

async function breakIfStale(lockDir: string, staleMs: number): Promise<boolean> {
  let info;
  try {
    info = await stat(lockDir);
  } catch {
    return true; // released between our mkdir and stat: try again at once
  }
  const old = Date.now() - info.mtimeMs > staleMs;
  if (!old && !(await ownerIsGone(lockDir))) return false;
  try {
    const again = await stat(lockDir);
    if (again.ino !== info.ino) return true; // someone else already replaced it
    await rm(lockDir, { recursive: true, force: true });
  } catch {
    // Gone already: fine, the next mkdir decides.
  }
  return true;
}

/** True only when the owner file names a process on this host that no longer exists. */
async function ownerIsGone(lockDir: string): Promise<boolean> {
  try {
    const owner = JSON.parse(await readFile(path.join(lockDir, OWNER_FILE), 'utf8')) as {
      pid?: number;
      host?: string;
    };
    if (owner.host !== hostname() || typeof owner.pid !== 'number') return false;
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
