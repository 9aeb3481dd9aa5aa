/**
 * `npm run bench`: performance figures, measured, printed side by side in one run, one table per
 * section (docs/performance.md says what each measures and how). `--only=<section>[,<section>]`
 * runs some; `--no-build` reuses the apps' dist/ folders. Sections, in order:
 *  - sizes: built size of each app (raw and gzip) from dist/, and each remote's size budget.
 *  - first-load: first-load JavaScript (compressed as served) and all bytes of `/`, `/app` and the
 *    other public pages in Debian Chromium, and any request to another origin.
 *  - lighthouse: Lighthouse (mobile, simulated throttling) on `/`, `/app`, an event page and every
 *    remote's main page (`scripts/lib/lighthouse-bench.ts`).
 *  - throughput: autocannon at 50 connections, a bare Fastify hello-world beside the feed and an
 *    event page on PGlite and PostgreSQL (`scripts/lib/throughput-bench.ts`).
 *  - signed-in: a signed-in person's feed, event page, search, a person's Going list,
 *    notifications and chat list at 50 connections beside a hello-world, one at a time, and the
 *    frequent writes, with emulator tokens and with RS256 tokens signed as Firebase signs them, on
 *    PGlite and PostgreSQL (`scripts/lib/signed-in-bench.ts`).
 *  - federation: the same pages built as one plain app without Module Federation, first-load bytes
 *    and LCP beside the federated build (`scripts/lib/federation-cost-bench.ts`).
 *  - api, door, chat: the fetch-loop rates of signed-in reads, the door's 20 devices, chat fan-out.
 *  - growth: the feed, search, an event page and a person's lists with a small and a large history
 *    (`scripts/lib/growth-bench.ts`).
 * PostgreSQL figures need DATABASE_URL (a server; the bench makes and drops its own databases).
 * Nothing here asserts a threshold: goals are printed beside the numbers, ✓ or ✗.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { printApiRates, apiTargets } from './lib/api-rate-bench';
import { startAuthEmulator } from './lib/auth-emulator';
import { createBenchContext, type BenchContext } from './lib/bench-context';
import { benchPages, firstFeedEventId } from './lib/bench-pages';
import { benchPerson } from './lib/bench-person';
import { buildApps } from './lib/build-apps';
import { printBuiltSizes, printSizeBudgets } from './lib/built-size-bench';
import { chatSection } from './lib/chat-section';
import { printDoor, scanTargets } from './lib/door-bench';
import { federationCostBench, printFederationCost } from './lib/federation-cost-bench';
import { firstLoadBench, printFirstLoad } from './lib/first-load-bench';
import { growthBench, printGrowth } from './lib/growth-bench';
import { lighthouseBench, printLighthouse } from './lib/lighthouse-bench';
import { printThroughput, throughputBench, type ApiUnderBench } from './lib/throughput-bench';
import { benchSigningKey } from './lib/bench-id-token';
import { printSignedIn, signedInBench } from './lib/signed-in-bench';
import type { SignedInApi, TokenKind } from './lib/signed-in-load';
import { benchWriters } from './lib/signed-in-writes';
import { signedInFixture } from './lib/signed-in-fixture';
import { THROUGHPUT_CONNECTIONS } from './lib/throughput-bench';
import { APPS, FIXTURE_REMOTES } from './lib/workspace';

// Every API process the bench starts inherits this: a 429 would measure the limiter, not the read.
process.env.RATE_LIMIT_SCALE ??= '1000000';
// Bench mode: every API process the bench starts trusts tokens signed with this run's key as
// Firebase's (api auth/bench-tokens.ts; refused outside development and test).
const signingKey = benchSigningKey();
process.env.BENCH_ID_TOKEN_PUBLIC_KEY = signingKey.publicKeyPem;

async function publicPages(context: BenchContext) {
  const { releasesDir } = await context.system();
  const params = {
    feedEventId: await context.feedEventId(),
    ownEventId: (await context.person()).ownEventId,
  };
  return benchPages(releasesDir, params);
}

/** The signed-in section's people and data, made through the API at `apiUrl`. */
async function signedInTarget(
  context: BenchContext,
  database: string,
  apiUrl: string,
): Promise<SignedInApi> {
  const fixture = await signedInFixture(
    apiUrl,
    context.emulatorHost,
    await firstFeedEventId(apiUrl),
  );
  return { database, apiUrl, emulatorHost: context.emulatorHost, fixture, key: signingKey };
}

const SECTIONS: Record<string, (context: BenchContext) => Promise<void>> = {
  sizes: async () => {
    await printBuiltSizes();
    await printSizeBudgets();
  },
  'first-load': async (context) => {
    const pages = (await publicPages(context)).filter((p) => !p.signedIn);
    printFirstLoad(
      await firstLoadBench((await context.system()).url, [...new Set(pages.map((p) => p.path))]),
      new Map(pages.map((p) => [p.path, p.label])),
    );
  },
  lighthouse: async (context) => {
    printLighthouse(
      await lighthouseBench({
        siteUrl: (await context.system()).url,
        emulatorHost: context.emulatorHost,
        pages: await publicPages(context),
        person: await context.person(),
      }),
    );
  },
  throughput: async (context) => {
    const pglite = await context.pgliteApi();
    const apis: ApiUnderBench[] = [
      { database: 'PGlite', apiUrl: pglite.url, eventId: await firstFeedEventId(pglite.url) },
    ];
    const postgres = await context.postgresApi();
    if (postgres) {
      apis.push({
        database: 'PostgreSQL',
        apiUrl: postgres.url,
        eventId: await firstFeedEventId(postgres.url),
      });
    } else {
      console.log('\n(PostgreSQL throughput skipped: set DATABASE_URL to a PostgreSQL server.)');
    }
    printThroughput(await throughputBench(apis));
  },
  'signed-in': async (context) => {
    const postgres = await context.postgresApi();
    if (!postgres) {
      console.log(
        '\n(PostgreSQL signed-in reads skipped: set DATABASE_URL to a PostgreSQL server.)',
      );
    }
    const pglite = await context.pgliteApi();
    const computing = await context.computingApis();
    const databases = [
      { database: 'PGlite', api: pglite, computing: computing.pglite, ownData: true },
      ...(postgres && computing.postgres
        ? [{ database: 'PostgreSQL', api: postgres, computing: computing.postgres, ownData: false }]
        : []),
    ];
    for (const { database, api, computing: plain, ownData } of databases) {
      const target = await signedInTarget(context, database, api.url);
      const writers = await benchWriters(target, THROUGHPUT_CONNECTIONS);
      // RS256 first: the path production runs (a signature to check), then the emulator's tokens.
      const kinds: TokenKind[] = ['RS256', 'emulator'];
      for (const kind of kinds) printSignedIn(await signedInBench(target, kind, 'reused', writers));
      // The same reads, each computed: PostgreSQL's second process reads the same database (and
      // fixture); PGlite's has data of its own.
      const computed = ownData
        ? await signedInTarget(context, database, plain.url)
        : { ...target, apiUrl: plain.url };
      printSignedIn(await signedInBench(computed, 'RS256', 'computed', null));
    }
  },
  federation: async (context) => {
    printFederationCost(await federationCostBench(context));
  },
  api: async (context) => {
    const { apiUrl } = await context.system();
    const targets = apiTargets(
      'PGlite',
      apiUrl,
      await context.feedEventId(),
      await context.person(),
    );
    const postgres = await context.postgresApi();
    if (postgres) {
      const person = await benchPerson(postgres.url, context.emulatorHost, 'Bench Person');
      const feed = (await (await fetch(`${postgres.url}/events/feed?limit=1`)).json()) as {
        data: { events: Array<{ id: string }> };
      };
      targets.push(...apiTargets('PostgreSQL', postgres.url, feed.data.events[0]!.id, person));
    }
    await printApiRates(targets);
  },
  door: async (context) => {
    const targets = await scanTargets(
      'PGlite',
      (await context.system()).apiUrl,
      context.emulatorHost,
    );
    const postgres = await context.postgresApi();
    if (postgres)
      targets.push(...(await scanTargets('PostgreSQL', postgres.url, context.emulatorHost)));
    await printDoor(targets);
  },
  chat: chatSection,
  growth: async (context) => {
    console.log('\nData growth (small vs large history, same calls; EXPLAIN of the same queries)');
    // BENCH_GROWTH_DB=pglite or postgres runs one of the two.
    const only = process.env.BENCH_GROWTH_DB;
    const common = { scratch: context.scratch, emulatorHost: context.emulatorHost };
    if (only !== 'postgres') printGrowth(await growthBench({ kind: 'pglite', ...common }));
    if (process.env.DATABASE_URL && only !== 'pglite') {
      printGrowth(await growthBench({ kind: 'postgres', ...common }));
    }
  },
};

function chosenSections(argv: readonly string[]): string[] {
  const only = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  if (!only) return Object.keys(SECTIONS);
  const asked = only.split(',').filter(Boolean);
  const unknown = asked.filter((name) => !(name in SECTIONS));
  if (unknown.length > 0) {
    throw new Error(
      `unknown section ${unknown.join(', ')} (sections: ${Object.keys(SECTIONS).join(', ')})`,
    );
  }
  return asked;
}

async function main(): Promise<void> {
  const sections = chosenSections(process.argv);
  const needsBuild = sections.some((s) => s !== 'growth' && s !== 'signed-in');
  // With the fixture island (React 18), measured beside the shared remotes' pages.
  if (needsBuild && !process.argv.includes('--no-build'))
    await buildApps([...APPS, ...FIXTURE_REMOTES]);
  const emulator = await startAuthEmulator();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'events-bench-'));
  const context = createBenchContext(scratch, emulator.host);
  console.log(
    `\nnpm run bench, ${new Date().toISOString()}: ${os.cpus().length} cores, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  try {
    for (const name of sections) await SECTIONS[name]!(context);
  } finally {
    await context.stop();
    await emulator.stop();
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
