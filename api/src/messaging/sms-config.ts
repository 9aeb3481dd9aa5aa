/**
 * Which SMS provider the API uses: Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_FROM are all set, else the local outbox file (SMS_OUTBOX_FILE, default
 * `.data/sms-outbox.jsonl`). TWILIO_INBOUND_URL is the public address Twilio posts inbound texts
 * to, when the API sits behind a proxy (the signature covers the URL Twilio used).
 */
import { createOutboxSms } from './outbox-sms';
import type { SmsProvider } from './sms-provider';
import { createTwilioSms } from './twilio-sms';

export interface SmsConfig {
  provider: SmsProvider;
  inboundUrl?: string;
}

export function smsConfigFromEnv(env: NodeJS.ProcessEnv): SmsConfig {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env;
  const set = [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM].filter(Boolean).length;
  if (set > 0 && set < 3) {
    throw new Error('Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none');
  }
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM) {
    return {
      provider: createTwilioSms({
        accountSid: TWILIO_ACCOUNT_SID,
        authToken: TWILIO_AUTH_TOKEN,
        from: TWILIO_FROM,
        baseUrl: env.TWILIO_API_BASE_URL || undefined,
      }),
      inboundUrl: env.TWILIO_INBOUND_URL || undefined,
    };
  }
  return { provider: createOutboxSms(env.SMS_OUTBOX_FILE || undefined) };
}
