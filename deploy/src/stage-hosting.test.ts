import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appConfigFromEnv, productionAppConfig } from './app-config-from-env';
import { listFiles } from './content-hash';
import { publishRemote } from './publish';
import { stageHosting } from './stage-hosting';
import {
  makeTempDir,
  removeDir,
  writeFakeRemote,
  writeFakeShell,
} from './test-support/fake-builds';

let root: string;
beforeEach(async () => {
  root = await makeTempDir();
});
afterEach(() => removeDir(root));

const prodEnv = {
  FIREBASE_PROJECT_ID: 'events-prod',
  FIREBASE_API_KEY: 'key-1',
  FIREBASE_APP_ID: 'app-1',
};

describe('stageHosting', () => {
  it('lays out the shell, every release and app-config.json, without history or locks', async () => {
    const releasesDir = path.join(root, 'releases');
    const shellDistDir = await writeFakeShell(root);
    const v1 = await publishRemote({
      distDir: await writeFakeRemote(root, { package: 'mf-events' }),
      releasesDir,
    });
    const v2 = await publishRemote({
      distDir: await writeFakeRemote(root, { package: 'mf-events', build: 'two' }),
      releasesDir,
    });
    const outDir = path.join(root, 'public');
    const appConfig = productionAppConfig(prodEnv);
    await stageHosting({ shellDistDir, releasesDir, outDir, appConfig });

    const files = await listFiles(outDir);
    expect(files).toContain('index.html');
    expect(files).toContain('static/js/main.3fa2c1d9.js');
    expect(files).toContain('releases/current.json');
    expect(files).toContain(`releases/mf-events/${v1.version}/mf-manifest.json`);
    expect(files).toContain(`releases/mf-events/${v2.version}/mf-manifest.json`);
    expect(files).not.toContain('releases/history.jsonl');
    expect(JSON.parse(await readFile(path.join(outDir, 'app-config.json'), 'utf8'))).toEqual(
      appConfig,
    );
  });

  it('refuses when nothing has been published', async () => {
    await expect(
      stageHosting({
        shellDistDir: await writeFakeShell(root),
        releasesDir: path.join(root, 'empty'),
        outDir: path.join(root, 'public'),
        appConfig: productionAppConfig(prodEnv),
      }),
    ).rejects.toThrow(/has no current\.json \(publish first\)/);
  });
});

describe('app configuration from the environment', () => {
  it('is the emulator setup locally', () => {
    expect(appConfigFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' })).toMatchObject({
      apiBaseUrl: '/v2',
      authEmulatorUrl: 'http://127.0.0.1:9199',
      firebase: { projectId: 'demo-events' },
    });
  });

  it('is the real project in production, and refuses the emulator there', () => {
    expect(productionAppConfig(prodEnv)).toEqual({
      apiBaseUrl: '/v2',
      firebase: {
        apiKey: 'key-1',
        authDomain: 'events-prod.firebaseapp.com',
        projectId: 'events-prod',
        appId: 'app-1',
      },
    });
    expect(() => productionAppConfig({ ...prodEnv, FIREBASE_AUTH_EMULATOR_HOST: 'x:1' })).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST must be unset for a production deploy',
    );
    expect(() => productionAppConfig({})).toThrow('FIREBASE_PROJECT_ID must be set');
    expect(() => appConfigFromEnv({ FIREBASE_PROJECT_ID: 'p' })).toThrow(
      'FIREBASE_API_KEY must be set',
    );
  });
});
