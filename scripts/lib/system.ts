/**
 * The whole product on this machine: the API on PGlite (or DATABASE_URL), every remote published
 * into a local release folder, and the static server in front. Used by `npm start` and `npm test`.
 */
import { publishRemote, startStaticServer, type TlsCredentials } from 'deploy';
import { localAppConfig } from 'platform';
import path from 'node:path';
import { startApiProcess } from './api-process';
import { freePort } from './free-port';
import { REMOTES, distOf } from './workspace';

export interface SystemOptions {
  port: number;
  apiPort: number;
  /** Where published remote versions and current.json live. */
  releasesDir: string;
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir: string;
  /** Uploaded images; the API's default (`<repo>/.data/uploads`) when absent. */
  uploadsDir?: string;
  /** The API's log. */
  apiLogFile: string;
  /** Its level (ApiProcessOptions.logLevel): `debug` logs every request, `info` the noteworthy. */
  apiLogLevel?: string;
  databaseUrl?: string;
  emulatorHost: string;
  seedDemoData: boolean;
  /** The API's local SMS outbox file; its default (`<repo>/.data/sms-outbox.jsonl`) when absent. */
  smsOutboxFile?: string;
  /** The API's local email outbox file; its default (`<repo>/.data/email-outbox.jsonl`) when absent. */
  emailOutboxFile?: string;
  /** Serve the site over HTTPS with HTTP/2 (deploy's web-server.ts); plain HTTP without. */
  tls?: TlsCredentials;
}

export interface RunningSystem {
  url: string;
  apiUrl: string;
  /** The static server's best-quality compression of what is live at start (benchmarks wait). */
  compressionWarmedUp: Promise<void>;
  stop(): Promise<void>;
}

export async function publishAllRemotes(
  releasesDir: string,
  remotes: readonly string[] = REMOTES,
): Promise<void> {
  for (const remote of remotes) {
    const result = await publishRemote({
      distDir: distOf(remote),
      releasesDir,
      shellDistDir: distOf('shell'),
    });
    console.log(`published ${result.package} ${result.version}`);
  }
}

export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const api = await startApiProcess({
    port: options.apiPort,
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    uploadsDir: options.uploadsDir,
    seedDemoData: options.seedDemoData,
    emulatorHost: options.emulatorHost,
    logFile: options.apiLogFile,
    logLevel: options.apiLogLevel,
    smsOutboxFile: options.smsOutboxFile,
    emailOutboxFile: options.emailOutboxFile,
  });
  const web = await startStaticServer({
    port: options.port,
    shellDir: distOf('shell'),
    releasesDir: options.releasesDir,
    apiUrl: api.url.replace(/\/v2\/?$/, ''),
    appConfig: localAppConfig(options.emulatorHost),
    tls: options.tls,
  }).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  return {
    url: web.url,
    apiUrl: api.url,
    compressionWarmedUp: web.compressionWarmedUp,
    stop: async () => {
      await web.close();
      await api.stop();
    },
  };
}

/**
 * The system on free ports with everything throwaway under `scratch`: the built remotes published
 * into a fresh release folder and a fresh PGlite with demo data. For tests and benchmarks.
 */
export async function startThrowawaySystem(options: {
  scratch: string;
  emulatorHost: string;
  apiLogFile: string;
  apiLogLevel?: string;
  tls?: TlsCredentials;
  /** Test fixtures published beside the remotes (`FIXTURE_REMOTES`), built beforehand. */
  fixtureRemotes?: readonly string[];
}): Promise<
  RunningSystem & { releasesDir: string; smsOutboxFile: string; emailOutboxFile: string }
> {
  const releasesDir = path.join(options.scratch, 'releases');
  await publishAllRemotes(releasesDir, [...REMOTES, ...(options.fixtureRemotes ?? [])]);
  const smsOutboxFile = path.join(options.scratch, 'sms-outbox.jsonl');
  const emailOutboxFile = path.join(options.scratch, 'email-outbox.jsonl');
  const system = await startSystem({
    smsOutboxFile,
    emailOutboxFile,
    port: await freePort(),
    apiPort: await freePort(),
    releasesDir,
    dataDir: path.join(options.scratch, 'pglite'),
    uploadsDir: path.join(options.scratch, 'uploads'),
    emulatorHost: options.emulatorHost,
    seedDemoData: true,
    apiLogFile: options.apiLogFile,
    apiLogLevel: options.apiLogLevel,
    tls: options.tls,
  });
  return { ...system, releasesDir, smsOutboxFile, emailOutboxFile };
}
