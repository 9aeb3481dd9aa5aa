import { describe, expect, it } from 'vitest';
import { apiOptionsFromEnv } from './api-options-from-env';

describe('apiOptionsFromEnv', () => {
  it('applies the documented defaults', () => {
    expect(apiOptionsFromEnv({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: undefined,
      nodeEnv: undefined,
      firebaseProjectId: 'demo-events',
      authEmulatorHost: undefined,
      seedDemo: false,
      uploadsDir: undefined,
      imagePublicBaseUrl: undefined,
      trustProxy: undefined,
    });
  });

  it('reads every variable', () => {
    expect(
      apiOptionsFromEnv({
        API_PORT: '8080',
        API_HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://db/events',
        DATA_DIR: '/var/lib/events',
        NODE_ENV: 'production',
        FIREBASE_PROJECT_ID: 'events-prod',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        SEED_DEMO: '1',
        UPLOADS_DIR: '/var/lib/events/uploads',
        IMAGE_PUBLIC_BASE_URL: 'https://img.example/v2/images/files',
        TRUST_PROXY: '10.0.0.0/8',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+15005550006',
        TWILIO_INBOUND_URL: 'https://events.example/v2/sms/inbound',
        REVOCATION_CHECK_WINDOW_MS: '0',
        DATABASE_NAMED_STATEMENTS: '0',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://db/events',
      dataDir: '/var/lib/events',
      nodeEnv: 'production',
      firebaseProjectId: 'events-prod',
      authEmulatorHost: '127.0.0.1:9099',
      seedDemo: true,
      uploadsDir: '/var/lib/events/uploads',
      imagePublicBaseUrl: 'https://img.example/v2/images/files',
      trustProxy: '10.0.0.0/8',
      revocationWindowMs: 0,
      namedStatements: false,
      sms: {
        twilio: { accountSid: 'AC123', authToken: 'secret', from: '+15005550006' },
        inboundUrl: 'https://events.example/v2/sms/inbound',
      },
    });
  });

  it('reads the outbox file, and refuses half a Twilio configuration', () => {
    expect(apiOptionsFromEnv({ SMS_OUTBOX_FILE: '/tmp/outbox.jsonl' }).sms).toEqual({
      outboxFile: '/tmp/outbox.jsonl',
    });
    expect(() => apiOptionsFromEnv({ TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(/TWILIO_AUTH_TOKEN/);
  });

  it('turns named statements on or off, and refuses anything but 1 or 0', () => {
    expect(apiOptionsFromEnv({ DATABASE_NAMED_STATEMENTS: '1' }).namedStatements).toBe(true);
    expect(apiOptionsFromEnv({}).namedStatements).toBeUndefined();
    expect(() => apiOptionsFromEnv({ DATABASE_NAMED_STATEMENTS: 'off' })).toThrow(
      /DATABASE_NAMED_STATEMENTS/,
    );
  });

  it('rejects a port that is not a port', () => {
    expect(() => apiOptionsFromEnv({ API_PORT: 'http' })).toThrow(/API_PORT/);
    expect(() => apiOptionsFromEnv({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });
});
