/**
 * Which SMS provider the API uses: Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_FROM are all set, else the local outbox file (SMS_OUTBOX_FILE, default
 * `.data/sms-outbox.jsonl`). TWILIO_INBOUND_URL is the public address Twilio posts inbound texts
 * to, when the API sits behind a proxy (the signature covers the URL Twilio used).
 */
import { createOutboxSms } from './outbox-sms';
import type { SmsProvider } from './sms-provider';
import { createTwilioSms } from './twilio-sms';

/** The provider the server talks to, and the URL its inbound webhook is signed for. */
export interface SmsConfig {
  provider: SmsProvider;
  inboundUrl?: string;
}

/** The same, as plain settings read from the environment. */
export interface SmsSettings {
  twilio?: { accountSid: string; authToken: string; from: string; baseUrl?: string };
  inboundUrl?: string;
  outboxFile?: string;
}

/** Undefined when no SMS variable is set (the outbox at its default place). */
export function smsSettingsFromEnv(env: NodeJS.ProcessEnv): SmsSettings | undefined {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = env;
  const set = [TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM].filter(Boolean).length;
  if (set > 0 && set < 3) {
    throw new Error('Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none');
  }
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM) {
    return {
      twilio: {
        accountSid: TWILIO_ACCOUNT_SID,
        authToken: TWILIO_AUTH_TOKEN,
        from: TWILIO_FROM,
        ...(env.TWILIO_API_BASE_URL ? { baseUrl: env.TWILIO_API_BASE_URL } : {}),
      },
      ...(env.TWILIO_INBOUND_URL ? { inboundUrl: env.TWILIO_INBOUND_URL } : {}),
    };
  }
  return env.SMS_OUTBOX_FILE ? { outboxFile: env.SMS_OUTBOX_FILE } : undefined;
}

export function smsConfigFromSettings(settings: SmsSettings = {}): SmsConfig {
  if (settings.twilio) {
    return { provider: createTwilioSms(settings.twilio), inboundUrl: settings.inboundUrl };
  }
  return { provider: createOutboxSms(settings.outboxFile) };
}
