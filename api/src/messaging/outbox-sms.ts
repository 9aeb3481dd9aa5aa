/**
 * The default SMS provider: nothing leaves the machine. Each text is appended to a JSON-lines file
 * (`.data/sms-outbox.jsonl` under `npm start`, which prints each one) that tests and journeys read.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** `<repo>/.data/sms-outbox.jsonl`, beside the PGlite folder. */
export const DEFAULT_SMS_OUTBOX_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.data/sms-outbox.jsonl',
);

/** One line of the outbox file. */
export interface OutboxEntry extends SmsMessage {
  id: string;
  /** ISO 8601, the real time it was written. */
  sentAt: string;
}

export function createOutboxSms(file: string = DEFAULT_SMS_OUTBOX_FILE): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      const entry: OutboxEntry = {
        id: `outbox_${randomUUID()}`,
        to: message.to,
        body: message.body,
        sentAt: new Date().toISOString(),
      };
      await mkdir(path.dirname(file), { recursive: true });
      // One write per line: appends of a short line do not interleave.
      await appendFile(file, `${JSON.stringify(entry)}\n`);
      return { providerId: entry.id };
    },
  };
}

/** Every text in the outbox file, oldest first (none when the file does not exist yet). */
export async function readOutbox(file: string = DEFAULT_SMS_OUTBOX_FILE): Promise<OutboxEntry[]> {
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
    .map((line) => JSON.parse(line) as OutboxEntry);
}
