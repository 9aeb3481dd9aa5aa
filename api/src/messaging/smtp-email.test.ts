/**
 * The SMTP client against a local SMTP server double (`smtp-server`) over a real socket: the
 * message arrives with its sender, recipient, subject and text, the login is used, a refused
 * recipient becomes an EmailSendError; and the environment picks SMTP or the outbox.
 */
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailProviderFromSettings, emailSettingsFromEnv } from './email-config';
import { EmailSendError } from './email-provider';
import { createOutboxEmail, readEmailOutbox } from './outbox-email';
import { createSmtpEmail } from './smtp-email';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) {
        callback(new Error('No such mailbox'));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: 'mailer',
  pass: 'secret',
  from: 'Events <no-reply@events.test>',
});

describe('createSmtpEmail', () => {
  it('delivers the email over SMTP, logged in, with its envelope, subject and text', async () => {
    const smtp = createSmtpEmail(settings());
    try {
      const { providerId } = await smtp.send({
        to: 'student@stanford.edu',
        subject: '123456 is your Stanford University verification code',
        text: 'Your code to join Stanford University: 123456',
      });
      expect(providerId).toMatch(/^<.+>$/);
    } finally {
      smtp.close?.();
    }
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@events.test');
    expect(mail.to).toEqual(['student@stanford.edu']);
    expect(mail.user).toBe('mailer');
    expect(mail.raw).toContain('Subject: 123456 is your Stanford University verification code');
    expect(mail.raw).toContain('Your code to join Stanford University: 123456');
  });

  it('throws EmailSendError when the server refuses the recipient or the login', async () => {
    const smtp = createSmtpEmail(settings());
    try {
      await expect(
        smtp.send({ to: 'nobody@refused.example', subject: 's', text: 't' }),
      ).rejects.toBeInstanceOf(EmailSendError);
    } finally {
      smtp.close?.();
    }
    const wrongLogin = createSmtpEmail({ ...settings(), pass: 'wrong' });
    try {
      await expect(
        wrongLogin.send({ to: 'student@stanford.edu', subject: 's', text: 't' }),
      ).rejects.toBeInstanceOf(EmailSendError);
    } finally {
      wrongLogin.close?.();
    }
  });
});

describe('the local outbox', () => {
  it('appends one JSON line per email, read back oldest first', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'email-outbox-'));
    try {
      const file = path.join(folder, 'nested', 'email-outbox.jsonl');
      expect(await readEmailOutbox(file)).toEqual([]);
      const outbox = createOutboxEmail(file);
      await outbox.send({ to: 'a@mit.edu', subject: 'one', text: 'first' });
      await outbox.send({ to: 'b@mit.edu', subject: 'two', text: 'second' });
      const mails = await readEmailOutbox(file);
      expect(mails.map((m) => [m.to, m.subject, m.text])).toEqual([
        ['a@mit.edu', 'one', 'first'],
        ['b@mit.edu', 'two', 'second'],
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('emailSettingsFromEnv', () => {
  it('uses the outbox when no SMTP variable is set', () => {
    expect(emailSettingsFromEnv({})).toBeUndefined();
    expect(emailSettingsFromEnv({ EMAIL_OUTBOX_FILE: '/tmp/x.jsonl' })).toEqual({
      outboxFile: '/tmp/x.jsonl',
    });
    expect(emailProviderFromSettings().name).toBe('outbox');
  });

  it('uses SMTP with SMTP_HOST and SMTP_FROM, port 587 unless secure', () => {
    const plain = emailSettingsFromEnv({ SMTP_HOST: 'mail.test', SMTP_FROM: 'a@b.test' });
    expect(plain?.smtp).toMatchObject({ host: 'mail.test', port: 587, secure: false });
    const secure = emailSettingsFromEnv({
      SMTP_HOST: 'mail.test',
      SMTP_FROM: 'a@b.test',
      SMTP_SECURE: '1',
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
    });
    expect(secure?.smtp).toMatchObject({ port: 465, secure: true, user: 'u', pass: 'p' });
    const provider = emailProviderFromSettings(plain);
    expect(provider.name).toBe('smtp');
    provider.close?.();
  });

  it('refuses half a configuration', () => {
    expect(() => emailSettingsFromEnv({ SMTP_HOST: 'mail.test' })).toThrow(/SMTP_FROM/);
    expect(() =>
      emailSettingsFromEnv({ SMTP_HOST: 'mail.test', SMTP_FROM: 'a@b.test', SMTP_USER: 'u' }),
    ).toThrow(/SMTP_USER and SMTP_PASS/);
    expect(() => emailSettingsFromEnv({ SMTP_USER: 'u' })).toThrow(/need SMTP_HOST/);
    expect(() =>
      emailSettingsFromEnv({ SMTP_HOST: 'mail.test', SMTP_FROM: 'a@b.test', SMTP_PORT: 'x' }),
    ).toThrow(/not a port/);
  });
});
