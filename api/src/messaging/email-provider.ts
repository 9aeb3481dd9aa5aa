/**
 * Email out: the API sends email (school email codes) through one `EmailProvider`. The local
 * outbox (a JSON-lines file a developer and the tests read) is the default; an SMTP server is used
 * when SMTP_HOST is set (email-config.ts).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
}

export interface EmailProvider {
  readonly name: 'outbox' | 'smtp';
  /** Sends one email; answers the provider's id for it. Throws `EmailSendError` when refused. */
  send(message: EmailMessage): Promise<{ providerId: string }>;
  /** Lets go of connections (the SMTP pool); nothing to do for the outbox. */
  close?(): void;
}

export class EmailSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmailSendError';
  }
}
