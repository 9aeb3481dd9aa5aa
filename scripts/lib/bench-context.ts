/**
 * What the sections of `npm run bench` share, each started the first time a section asks for it
 * and stopped at the end: the production system (API on PGlite with the demo data, every remote
 * published, the static server over HTTPS with HTTP/2), an API on a fresh PGlite and another on a
 * throwaway PostgreSQL database for the throughput section, and a signed-up bench person who hosts
 * one event.
 */
import path from 'node:path';
import { createEmptyPostgresDatabase } from '../../api/test/test-database';
import { startApiProcess, type ApiProcess, type ApiProcessOptions } from './api-process';
import { benchEvent, benchPerson, type BenchPerson } from './bench-person';
import { firstFeedEventId } from './bench-pages';
import { freePort } from './free-port';
import { LOCALHOST_TLS } from './localhost-tls';
import { startThrowawaySystem, type RunningSystem } from './system';
import { FIXTURE_REMOTES } from './workspace';

export interface BenchPersonWithEvent extends BenchPerson {
  /** An event this person hosts (the host's pages need one of their own). */
  ownEventId: string;
}

export interface BenchContext {
  scratch: string;
  emulatorHost: string;
  system(): Promise<RunningSystem & { releasesDir: string }>;
  /** The API on a fresh database of the DATABASE_URL server; null when DATABASE_URL is not set. */
  postgresApi(): Promise<(ApiProcess & { databaseUrl: string }) | null>;
  /**
   * The API on a fresh PGlite with the demo data, apart from the system's: the throughput section
   * measures both databases' APIs as they start, whatever the sections before it asked of the
   * system's (docs/performance.md, "The eighth round").
   */
  pgliteApi(): Promise<ApiProcess>;
  /**
   * The same two APIs with a signed-in person's answers never reused (`PERSONAL_ANSWER_CACHE_TTL_MS`
   * 0): what each request costs when it is a person's first read of a page. PostgreSQL's is a
   * second process on `postgresApi`'s database (null without DATABASE_URL); PGlite's has a fresh
   * data folder of its own, as one PGlite serves one process.
   */
  computingApis(): Promise<{ pglite: ApiProcess; postgres: ApiProcess | null }>;
  /** A person of the PGlite system, made once. */
  person(): Promise<BenchPersonWithEvent>;
  /** The first event of the demo feed. */
  feedEventId(): Promise<string>;
  stop(): Promise<void>;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

export function createBenchContext(scratch: string, emulatorHost: string): BenchContext {
  const stops: Array<() => Promise<void>> = [];
  const system = once(async () => {
    const running = await startThrowawaySystem({
      scratch,
      emulatorHost,
      apiLogFile: path.join(scratch, 'api.log'),
      // Served as production is: HTTPS with HTTP/2 (localhost-tls.ts).
      tls: LOCALHOST_TLS,
      // The island on React 18, whose page the browser sections measure beside the others'.
      fixtureRemotes: FIXTURE_REMOTES,
    });
    stops.push(running.stop);
    // Measured as visitors find it once it has run a moment: scripts at brotli's best.
    await running.compressionWarmedUp;
    return running;
  });
  /** An API process of the bench's own with the demo data (log `api-<name>.log`), stopped at the end. */
  const startDemoApi = async (
    name: string,
    storage: Pick<
      ApiProcessOptions,
      'dataDir' | 'uploadsDir' | 'databaseUrl' | 'personalAnswerTtlMs'
    >,
  ): Promise<ApiProcess> => {
    const api = await startApiProcess({
      port: await freePort(),
      emulatorHost,
      seedDemoData: true,
      logFile: path.join(scratch, `api-${name}.log`),
      ...storage,
    });
    stops.push(api.stop);
    return api;
  };
  const postgresApi = once(async () => {
    const server = process.env.DATABASE_URL;
    if (!server) return null;
    // A database of its own on that server, dropped at the end: the bench seeds demo data.
    const created = await createEmptyPostgresDatabase({
      kind: 'postgres',
      serverUrl: server,
      templateName: '',
    });
    stops.push(created.dispose);
    const api = await startDemoApi('postgres', {
      dataDir: path.join(scratch, 'unused'),
      databaseUrl: created.databaseUrl,
    });
    return { ...api, databaseUrl: created.databaseUrl };
  });
  const pgliteApi = once(() =>
    startDemoApi('pglite', {
      dataDir: path.join(scratch, 'pglite-throughput'),
      uploadsDir: path.join(scratch, 'uploads-throughput'),
    }),
  );
  const computingApis = once(async () => {
    const postgres = await postgresApi();
    const never = { personalAnswerTtlMs: 0 };
    return {
      pglite: await startDemoApi('pglite-computing', {
        dataDir: path.join(scratch, 'pglite-computing'),
        uploadsDir: path.join(scratch, 'uploads-computing'),
        ...never,
      }),
      postgres: postgres
        ? await startDemoApi('postgres-computing', {
            dataDir: path.join(scratch, 'unused'),
            databaseUrl: postgres.databaseUrl,
            ...never,
          })
        : null,
    };
  });
  const person = once(async () => {
    const { apiUrl } = await system();
    const made = await benchPerson(apiUrl, emulatorHost, 'Bench Person');
    const event = await benchEvent(apiUrl, made, 'Bench night');
    return { ...made, ownEventId: event.id };
  });
  const feedEventId = once(async () => firstFeedEventId((await system()).apiUrl));
  return {
    scratch,
    emulatorHost,
    system,
    postgresApi,
    pgliteApi,
    computingApis,
    person,
    feedEventId,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
