/**
 * The default SMS provider: nothing leaves the machine. Each text is appended to a JSON-lines file
 * (`.data/sms-outbox.jsonl` under `npm start`, which prints each one) that tests and journeys read.
 */
import { appendToOutbox, defaultOutboxFile, readOutboxFile, type OutboxStamp } from './outbox-file';
import type { SmsMessage, SmsProvider } from './sms-provider';

export const DEFAULT_SMS_OUTBOX_FILE = defaultOutboxFile('sms-outbox.jsonl');

/** One line of the outbox file. */
export type OutboxEntry = SmsMessage & OutboxStamp;

export function createOutboxSms(file: string = DEFAULT_SMS_OUTBOX_FILE): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      const { to, body } = message;
      return { providerId: await appendToOutbox(file, { to, body }) };
    },
  };
}

/** Every text in the outbox file, oldest first (none when the file does not exist yet). */
export function readOutbox(file: string = DEFAULT_SMS_OUTBOX_FILE) {
  return readOutboxFile<OutboxEntry>(file);
}
