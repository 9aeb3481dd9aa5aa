/**
 * The default email provider: nothing leaves the machine. Each email is appended to a JSON-lines
 * file (`.data/email-outbox.jsonl` under `npm start`, which prints each one) that tests and journeys
 * read.
 */
import type { EmailMessage, EmailProvider } from './email-provider';
import { appendToOutbox, defaultOutboxFile, readOutboxFile, type OutboxStamp } from './outbox-file';

export const DEFAULT_EMAIL_OUTBOX_FILE = defaultOutboxFile('email-outbox.jsonl');

/** One line of the outbox file. */
export type EmailOutboxEntry = EmailMessage & OutboxStamp;

export function createOutboxEmail(file: string = DEFAULT_EMAIL_OUTBOX_FILE): EmailProvider {
  return {
    name: 'outbox',
    async send(message) {
      const { to, subject, text } = message;
      return { providerId: await appendToOutbox(file, { to, subject, text }) };
    },
  };
}

/** Every email in the outbox file, oldest first (none when the file does not exist yet). */
export function readEmailOutbox(file: string = DEFAULT_EMAIL_OUTBOX_FILE) {
  return readOutboxFile<EmailOutboxEntry>(file);
}
