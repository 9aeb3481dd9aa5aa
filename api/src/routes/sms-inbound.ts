/**
 * POST /v2/sms/inbound: the SMS provider's webhook for texts people send back. Opt-out words
 * (STOP…) and opt-in words (START, UNSTOP) are recorded at once; with Twilio, a request whose
 * signature does not verify is refused (403) and records nothing. Answers empty TwiML.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { recordInboundText } from '../host-team/opt-outs';
import { forbidden, invalidField } from '../http/api-error';
import { findNulCharacter } from '../http/nul-characters';
import { serve } from '../http/serve-endpoint';
import type { SmsProvider } from '../messaging/sms-provider';
import { TWILIO_SIGNATURE_HEADER } from '../messaging/twilio-sms';
import type { Clock } from '../time/clock';

export interface SmsInboundRoutesOptions {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  /** The public URL the provider posts to, when it differs from what this server sees (a proxy). */
  inboundUrl?: string;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export const smsInboundRoutes: FastifyPluginAsync<SmsInboundRoutesOptions> = async (
  app,
  { db, clock, sms, inboundUrl },
) => {
  // Encapsulated: only this plugin's route reads form bodies, as plain field → value records.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const fields = Object.fromEntries(new URLSearchParams(String(body)));
      // No JSON schema runs on a form: the NUL check of every other body is made here (a NUL
      // reaching the database is a 500).
      const nulAt = findNulCharacter(fields);
      if (nulAt !== null) done(invalidField(nulAt, `${nulAt} cannot contain a NUL character`));
      else done(null, fields);
    },
  );

  serve(app, 'POST /sms/inbound', async (request, reply) => {
    const params = (request.body ?? {}) as Record<string, string>;
    if (sms.verifyInbound) {
      const url = inboundUrl ?? `${request.protocol}://${request.host}${request.url}`;
      const signature = request.headers[TWILIO_SIGNATURE_HEADER];
      if (!sms.verifyInbound(url, params, typeof signature === 'string' ? signature : undefined)) {
        throw forbidden('The SMS webhook signature does not match');
      }
    }
    await recordInboundText(db, { from: params.From ?? '', body: params.Body ?? '' }, clock());
    return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
  });
};
