/**
 * Twilio over plain HTTPS (no SDK): `POST /2010-04-01/Accounts/{sid}/Messages.json` with the form
 * fields To, From and Body, basic auth with the account SID and auth token. Inbound webhooks carry
 * `X-Twilio-Signature`: base64 HMAC-SHA1, keyed by the auth token, of the webhook's full URL
 * followed by each POST field name and value, the names sorted.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SmsSendError, type SmsProvider } from './sms-provider';

export const TWILIO_API_BASE_URL = 'https://api.twilio.com';
export const TWILIO_SIGNATURE_HEADER = 'x-twilio-signature';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service's sender. */
  from: string;
  /** Tests point this at a local double. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function createTwilioSms(config: TwilioConfig): SmsProvider {
  const baseUrl = (config.baseUrl ?? TWILIO_API_BASE_URL).replace(/\/$/, '');
  const doFetch = config.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }),
        signal: AbortSignal.timeout(15_000),
      });
      const json = (await response.json().catch(() => null)) as {
        sid?: unknown;
        message?: unknown;
        code?: unknown;
      } | null;
      if (!response.ok || typeof json?.sid !== 'string') {
        const why = typeof json?.message === 'string' ? json.message : `HTTP ${response.status}`;
        throw new SmsSendError(`Twilio refused the text: ${why}`);
      }
      return { providerId: json.sid };
    },
    verifyInbound(url, params, signature) {
      if (!signature) return false;
      const expected = Buffer.from(twilioSignature(config.authToken, url, params));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
