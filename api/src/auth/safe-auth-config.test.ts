import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi } from '../start-api';
import { assertSafeAuthConfig, UnsafeAuthConfigError } from './safe-auth-config';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const scratch = await mkdtemp(path.join(tmpdir(), 'api-unsafe-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('assertSafeAuthConfig', () => {
  it('refuses the Auth emulator in production', () => {
    expect(() =>
      assertSafeAuthConfig({
        NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(UnsafeAuthConfigError);
  });

  it.each(['staging', 'prod', 'Production', 'PRODUCTION', 'production ', 'preview', ''])(
    'refuses the Auth emulator with NODE_ENV %j (only development and test may use it)',
    (nodeEnv) => {
      expect(() =>
        assertSafeAuthConfig({ NODE_ENV: nodeEnv, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
      ).toThrow(UnsafeAuthConfigError);
    },
  );

  it('allows the emulator outside production, and production without it', () => {
    expect(() =>
      assertSafeAuthConfig({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).not.toThrow();
    expect(() =>
      assertSafeAuthConfig({
        NODE_ENV: 'development',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).not.toThrow();
    expect(() =>
      assertSafeAuthConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).not.toThrow();
    expect(() => assertSafeAuthConfig({ NODE_ENV: 'production' })).not.toThrow();
    expect(() =>
      assertSafeAuthConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '' }),
    ).not.toThrow();
  });
});

describe("bench mode's signing key", () => {
  const BENCH_ID_TOKEN_PUBLIC_KEY = '-----BEGIN PUBLIC KEY-----\n…';

  it.each(['production', 'staging', 'prod', ''])('is refused with NODE_ENV %j', (nodeEnv) => {
    expect(() => assertSafeAuthConfig({ NODE_ENV: nodeEnv, BENCH_ID_TOKEN_PUBLIC_KEY })).toThrow(
      /BENCH_ID_TOKEN_PUBLIC_KEY/,
    );
  });

  it('is allowed to a bench run (NODE_ENV unset, development or test)', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(() => assertSafeAuthConfig({ NODE_ENV, BENCH_ID_TOKEN_PUBLIC_KEY })).not.toThrow();
    }
  });

  it('stops startApi in production before the database is opened', async () => {
    const dataDir = path.join(scratch, 'bench-key');
    await expect(
      startApi({ nodeEnv: 'production', benchTokenPublicKey: 'pem', dataDir, port: 0 }),
    ).rejects.toThrow(UnsafeAuthConfigError);
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });
});

describe('a production server with the emulator configured', () => {
  it('startApi rejects before opening the database', async () => {
    const dataDir = path.join(scratch, 'start-api');
    await expect(
      startApi({ nodeEnv: 'production', authEmulatorHost: '127.0.0.1:9099', dataDir, port: 0 }),
    ).rejects.toThrow(UnsafeAuthConfigError);
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });

  it('main.ts exits with an error and never listens', async () => {
    const dataDir = path.join(scratch, 'main');
    const result = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          DATA_DIR: dataDir,
          API_PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, output }));
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Refusing to start: FIREBASE_AUTH_EMULATOR_HOST');
    expect(result.output).not.toContain('API listening');
    await expect(readdir(dataDir)).rejects.toThrow(/ENOENT/);
  });
});
