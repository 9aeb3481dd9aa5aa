import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';

/**
 * Replace `file` so that a reader sees either the old bytes or the new ones, never a mix: write a
 * sibling temp file, flush it to disk, then `rename` over the target (atomic within a filesystem).
 * The shell fetches current.json at any moment, so a half-written manifest would break every
 * visitor who loaded the app during a publish.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const tmp = `${file}.tmp-${randomBytes(6).toString('hex')}`;
  try {
    const handle = await open(tmp, 'wx');
    try {
      await handle.writeFile(data);
      // Without the flush a crash right after rename can leave an empty file on some filesystems.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}
