/**
 * Where processed images live. The API only ever asks for two things: keep these bytes under this
 * name, and give them back. Local disk is the default (one folder, `npm start` uses
 * `<repo>/.data/uploads`); a cloud bucket would implement the same interface.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface ImageStorage {
  /** Stores `bytes` under `name` (a name from `image-names.ts`); replaces nothing in practice. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes stored under `name`, or null when there are none. */
  get(name: string): Promise<Buffer | null>;
}

export function createLocalDiskStorage(folder: string): ImageStorage {
  const root = path.resolve(folder);
  // Names are checked by the caller; resolving again keeps a bad name from ever leaving the folder.
  const fileFor = (name: string) => {
    const file = path.resolve(root, name);
    if (path.dirname(file) !== root) throw new Error(`Unsafe image name: ${name}`);
    return file;
  };
  let ready: Promise<unknown> | undefined;

  return {
    async put(name, bytes) {
      await (ready ??= mkdir(root, { recursive: true }));
      const file = fileFor(name);
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(name) {
      try {
        return await readFile(fileFor(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
