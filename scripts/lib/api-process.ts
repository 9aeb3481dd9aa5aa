import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { isOk, spawnServer, stopProcessTree, tailOfFile, waitUntilReady } from './child-process';
import { assertPortFree } from './free-port';
import { ROOT } from './workspace';

export interface ApiProcessOptions {
  port: number;
  /** The repository whose API runs; this one when absent (a test may run a changed copy). */
  root?: string;
  dataDir: string;
  /** Uploaded images; the API's default (`<repo>/.data/uploads`) when absent. */
  uploadsDir?: string;
  databaseUrl?: string;
  emulatorHost: string;
  seedDemoData: boolean;
  /** Where the API's request log goes (one JSON line per request). */
  logFile: string;
  /** The local SMS outbox file; the API's default (`<repo>/.data/sms-outbox.jsonl`) when absent. */
  smsOutboxFile?: string;
  /** The local email outbox file; the API's default (`<repo>/.data/email-outbox.jsonl`) when absent. */
  emailOutboxFile?: string;
  /** How long visitors' answers are reused (`ANSWER_CACHE_TTL_MS`); the API's default when absent. */
  answerCacheTtlMs?: number;
  /** How long a signed-in person's own answers are reused (`PERSONAL_ANSWER_CACHE_TTL_MS`). */
  personalAnswerTtlMs?: number;
  /**
   * The log's level (`LOG_LEVEL`) unless the environment sets one; the API's default (`info`, as
   * in production) when absent. `debug` writes a line for every request.
   */
  logLevel?: string;
  /** What answers once the API is ready; `/health/ready` (a copy of an older API may lack it). */
  readyPath?: string;
  /** More flags for node, after API_NODE_FLAGS (e.g. `--cpu-prof` to profile the API). */
  extraNodeFlags?: readonly string[];
}

/**
 * Node's flags for the API process, read from `api`'s start script (`node <flags> --import tsx
 * src/main.ts`), where they are written once. Today: a larger young generation
 * (32 MB semi-spaces, about 64 MB more memory): under load a request's short-lived objects were
 * still in flight at each scavenge of the default one and were promoted, so the old generation
 * filled and was marked every two seconds. In a CPU profile of the cached visitor feed at 50
 * connections the garbage collector took 15 % of the process; with the flag, two A/B runs served
 * 27,900 → 36,700 and 33,100 → 42,800 req/s.
 */
export const API_NODE_FLAGS = nodeFlagsOf(apiStartScript());

function apiStartScript(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'api/package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  return pkg.scripts?.start ?? '';
}

/** `node --a=1 --b --import tsx main.ts` → `['--a=1', '--b']`: the flags before the module. */
export function nodeFlagsOf(script: string): string[] {
  const [command, ...words] = script.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`api's start script does not run node: "${script}"`);
  const end = words.findIndex((word) => word === '--import' || !word.startsWith('--'));
  return end === -1 ? words : words.slice(0, end);
}

export interface ApiProcess {
  /** e.g. `http://127.0.0.1:3001/v2`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The API in its own process, as in production: its event loop is not shared with the static
 * server or a benchmark's client, so neither distorts the other's figures.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  await assertPortFree(options.port, 'The API', 'API_PORT');
  await mkdir(path.dirname(options.logFile), { recursive: true });
  // The API writes its log into the file itself. Relayed through this process, tens of thousands
  // of lines a second under a benchmark were read and written again beside autocannon.
  const logFd = openSync(options.logFile, 'a');
  const child = spawnServer(
    process.execPath,
    [
      ...API_NODE_FLAGS,
      ...(options.extraNodeFlags ?? []),
      '--import',
      'tsx',
      path.join(options.root ?? ROOT, 'api/src/main.ts'),
    ],
    {
      cwd: options.root ?? ROOT,
      env: {
        ...process.env,
        API_PORT: String(options.port),
        API_HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        UPLOADS_DIR: options.uploadsDir ?? '',
        DATABASE_URL: options.databaseUrl ?? '',
        FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
        SEED_DEMO: options.seedDemoData ? '1' : '0',
        SMS_OUTBOX_FILE: options.smsOutboxFile ?? '',
        EMAIL_OUTBOX_FILE: options.emailOutboxFile ?? '',
        ...(options.answerCacheTtlMs === undefined
          ? {}
          : { ANSWER_CACHE_TTL_MS: String(options.answerCacheTtlMs) }),
        ...(options.personalAnswerTtlMs === undefined
          ? {}
          : { PERSONAL_ANSWER_CACHE_TTL_MS: String(options.personalAnswerTtlMs) }),
        ...(options.logLevel === undefined || process.env.LOG_LEVEL !== undefined
          ? {}
          : { LOG_LEVEL: options.logLevel }),
      },
      outputFd: logFd,
    },
  );
  closeSync(logFd); // the child has its own copy
  const url = `http://127.0.0.1:${options.port}/v2`;
  await waitUntilReady(child, () => isOk(`${url}${options.readyPath ?? '/health/ready'}`), {
    what: `The API on ${url}`,
    // A start migrates and seeds demo data (drawing its images): measured over 60 s on a loaded
    // two-core machine, so the limit only catches a start that hangs.
    timeoutMs: 180_000,
    output: () => tailOfFile(options.logFile),
  });
  return {
    url,
    stop: () => stopProcessTree(child),
  };
}
