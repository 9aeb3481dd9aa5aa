/**
 * A local outbox: messages that would have left the machine, one JSON object per line of a file
 * that `npm start` prints and tests and journeys read. The SMS and email outboxes both keep one.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<repo>/.data/<name>`, beside the PGlite folder. */
export function defaultOutboxFile(name: string): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.data', name);
}

/** What the outbox adds to each message. */
export interface OutboxStamp {
  id: string;
  /** ISO 8601, the real time it was written. */
  sentAt: string;
}

/** Appends one message with its id and time; answers the id. */
export async function appendToOutbox<T extends object>(file: string, message: T): Promise<string> {
  const entry: T & OutboxStamp = {
    id: `outbox_${randomUUID()}`,
    ...message,
    sentAt: new Date().toISOString(),
  };
  await mkdir(path.dirname(file), { recursive: true });
  // One write per line: appends of a short line do not interleave.
  await appendFile(file, `${JSON.stringify(entry)}\n`);
  return entry.id;
}

/** Every entry of the outbox file, oldest first (none when the file does not exist yet). */
export async function readOutboxFile<T>(file: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}
