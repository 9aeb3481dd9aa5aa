/**
 * Texts out: the API sends SMS through one `SmsProvider`. The local outbox (a file a developer and
 * the tests read) is the default; Twilio is used when its credentials are set (sms-config.ts).
 */
export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
}

export interface SmsProvider {
  readonly name: 'outbox' | 'twilio';
  /** Sends one text; answers the provider's id for it. Throws `SmsSendError` when refused. */
  send(message: SmsMessage): Promise<{ providerId: string }>;
  /**
   * Whether an inbound-message webhook really comes from the provider: `url` is the address it
   * was posted to, `params` its form fields. Absent when inbound calls are not signed (the outbox).
   */
  verifyInbound?(
    url: string,
    params: Record<string, string>,
    signature: string | undefined,
  ): boolean;
}

export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}
