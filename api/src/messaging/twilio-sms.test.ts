/**
 * The Twilio client against a local HTTP double of its REST API (the request Twilio documents:
 * form fields, basic auth, the Messages.json path), and the inbound webhook's signature check
 * through the API's own route.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { smsOptOuts } from '../db/schema-host-team';
import { SmsSendError } from './sms-provider';
import { createTwilioSms, TWILIO_SIGNATURE_HEADER } from './twilio-sms';

const SID = 'AC_test_account';
const TOKEN = 'test-auth-token';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

let double: Server;
let baseUrl: string;
const received: Received[] = [];

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  double = createServer((request, response) => {
    void readBody(request).then((text) => {
      const form = Object.fromEntries(new URLSearchParams(text));
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        form,
      });
      response.setHeader('content-type', 'application/json');
      if (form.To === '+15550001111') {
        response.statusCode = 400;
        response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid." }));
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => double.close(resolve)));

describe('createTwilioSms', () => {
  it('posts To, From and Body to Messages.json with basic auth, and answers the message sid', async () => {
    const twilio = createTwilioSms({
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      baseUrl,
    });
    const answer = await twilio.send({ to: '+15551234567', body: 'Doors at 8 & bring ID' });
    expect(answer.providerId).toMatch(/^SM\d+$/);
    const last = received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(last.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(last.form).toEqual({
      To: '+15551234567',
      From: '+15005550006',
      Body: 'Doors at 8 & bring ID',
    });
  });

  it("throws SmsSendError with Twilio's words when it refuses", async () => {
    const twilio = createTwilioSms({
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      baseUrl,
    });
    const refused = twilio.send({ to: '+15550001111', body: 'Hi' });
    await expect(refused).rejects.toBeInstanceOf(SmsSendError);
    await expect(twilio.send({ to: '+15550001111', body: 'Hi' })).rejects.toThrow(
      "Twilio refused the text: The 'To' number is not valid.",
    );
  });
});

describe('POST /sms/inbound with Twilio configured', () => {
  let api: TestApi;
  const inboundUrl = 'https://events.example/v2/sms/inbound';
  // Twilio's documented scheme, written out here independently of the code under test.
  const sign = (params: Record<string, string>, token = TOKEN) =>
    createHmac('sha1', token)
      .update(
        inboundUrl +
          Object.keys(params)
            .sort()
            .map((k) => k + params[k])
            .join(''),
      )
      .digest('base64');
  const post = (params: Record<string, string>, signature?: string) =>
    fetch(`${api.origin}/v2/sms/inbound`, {
      method: 'POST',
      body: new URLSearchParams(params),
      headers: signature ? { [TWILIO_SIGNATURE_HEADER]: signature } : {},
    });
  const optedOut = async () =>
    (await api.database.db.select().from(smsOptOuts)).map((row) => row.phone);

  beforeAll(async () => {
    api = await startTestApi({
      sms: {
        provider: createTwilioSms({
          accountSid: SID,
          authToken: TOKEN,
          from: '+15005550006',
          baseUrl,
        }),
        inboundUrl,
      },
    });
  });
  afterAll(() => api?.close());

  it('records a STOP whose signature verifies', async () => {
    const params = { From: '+15557654321', To: '+15005550006', Body: 'STOP', MessageSid: 'SM1' };
    const res = await post(params, sign(params));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<Response>');
    expect(await optedOut()).toEqual(['+15557654321']);
  });

  it('refuses (403) and records nothing without a signature, with a wrong one, or with a changed body', async () => {
    const params = { From: '+15550009999', To: '+15005550006', Body: 'STOP' };
    expect((await post(params)).status).toBe(403);
    expect((await post(params, sign(params, 'another-token'))).status).toBe(403);
    const signed = sign(params);
    expect((await post({ ...params, From: '+15550008888' }, signed)).status).toBe(403);
    const res = await post(params, 'x'.repeat(28));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect(await optedOut()).toEqual(['+15557654321']);
  });
});
