/**
 * deploy's command line:
 *
 *   tsx deploy/src/cli.ts publish <package> [--canary PERCENT] [--force] [--dist DIR] [--releases DIR] [--shell-dist DIR] [--no-shell-check]
 *   tsx deploy/src/cli.ts publish <package> --promote [--releases DIR]
 *   tsx deploy/src/cli.ts rollback <package> [--to VERSION] [--releases DIR] [--shell-dist DIR]
 *   tsx deploy/src/cli.ts list [--releases DIR] [--json]
 *   tsx deploy/src/cli.ts watch [--once] [--interval SECONDS] [--api URL] [--releases DIR]   (DEPLOY_TOKEN, CANARY_*)
 *   tsx deploy/src/cli.ts releases [--package NAME] [--releases DIR] [--json]
 *   tsx deploy/src/cli.ts serve [--port 3000] [--host 127.0.0.1] [--api http://127.0.0.1:3001] [--releases DIR] [--shell-dist DIR] [--tls-cert FILE --tls-key FILE]
 *   tsx deploy/src/cli.ts stage [--out deploy/hosting/public] [--releases DIR] [--shell-dist DIR]
 *
 * A refusal prints its message and exits 1.
 */
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { promoteCanary } from './canary/canary-ops';
import { releaseCountsOverHttp } from './canary/release-counts-client';
import { describeOutcome, watchOnce } from './canary/watch';
import { judgeConfigFromEnv } from './canary/watch-config';
import { formatReleaseHistory } from './release-history-table';
import { readHistory } from './release-store';
import { appConfigFromEnv, productionAppConfig } from './app-config-from-env';
import { DeployRefusal } from './deploy-refusal';
import { FEDERATION_MANIFEST_FILE } from './federation-manifest';
import { listReleases } from './list-releases';
import { publishRemote } from './publish';
import { rollbackRemote } from './rollback';
import { stageHosting } from './stage-hosting';
import { startStaticServer } from './static-server';
import type { TlsCredentials } from './web-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = `usage:
  publish <package> [--canary PERCENT] [--force] [--dist DIR] [--releases DIR] [--shell-dist DIR] [--no-shell-check]
  publish <package> --promote [--releases DIR]
  rollback <package> [--to VERSION] [--releases DIR] [--shell-dist DIR]
  list [--releases DIR] [--json]
  watch [--once] [--interval 60] [--api URL] [--releases DIR]   (DEPLOY_TOKEN; CANARY_* thresholds)
  releases [--package NAME] [--releases DIR] [--json]
  serve [--port 3000] [--host 127.0.0.1] [--api http://127.0.0.1:3001] [--releases DIR] [--shell-dist DIR]
        [--tls-cert FILE --tls-key FILE]
  stage [--out DIR] [--releases DIR] [--shell-dist DIR]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    releases: { type: 'string' },
    dist: { type: 'string' },
    'shell-dist': { type: 'string' },
    'no-shell-check': { type: 'boolean' },
    canary: { type: 'string' },
    promote: { type: 'boolean' },
    force: { type: 'boolean' },
    once: { type: 'boolean' },
    interval: { type: 'string' },
    package: { type: 'string' },
    to: { type: 'string' },
    json: { type: 'boolean' },
    port: { type: 'string' },
    host: { type: 'string' },
    api: { type: 'string' },
    out: { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const resolveDir = (value: string | undefined, fallback: string) =>
  path.resolve(value ?? path.join(repoRoot, fallback));
const releasesDir = resolveDir(values.releases, '.data/releases');
const shellDist = resolveDir(values['shell-dist'], 'shell/dist');

/**
 * The shell whose shared versions a remote must satisfy. Named explicitly, it must exist; by
 * default the repo's shell build is used when present, so a local publish checks what will run.
 */
function shellForCheck(): string | undefined {
  if (values['no-shell-check']) return undefined;
  if (values['shell-dist']) return shellDist;
  if (existsSync(path.join(shellDist, FEDERATION_MANIFEST_FILE))) return shellDist;
  console.warn(`note: no shell build at ${shellDist}; shared versions not checked`);
  return undefined;
}

/** `--tls-cert` and `--tls-key` (PEM files) serve HTTPS with HTTP/2; both or neither. */
async function tlsFromArgs(): Promise<TlsCredentials | undefined> {
  const certFile = values['tls-cert'];
  const keyFile = values['tls-key'];
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) {
    throw new DeployRefusal(`--tls-cert and --tls-key go together\n${USAGE}`);
  }
  const read = async (file: string, what: string) => {
    try {
      return await readFile(file);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new DeployRefusal(`cannot read the TLS ${what} ${file} (${reason})`);
    }
  };
  return { cert: await read(certFile, 'certificate'), key: await read(keyFile, 'key') };
}

/** Who acts from this command line, for the release history. */
const person = `person:${process.env.DEPLOY_ACTOR || userInfo().username}`;

/** `--canary 10`: a whole percent from 1 to 99. */
function canaryShareArg(): number | undefined {
  if (values.canary === undefined) return undefined;
  const share = Number(values.canary);
  if (!Number.isInteger(share) || share < 1 || share > 99) {
    throw new DeployRefusal(`--canary takes a whole percent from 1 to 99, got '${values.canary}'`);
  }
  return share;
}

function packageArg(): string {
  const pkg = positionals[1];
  if (!pkg) throw new DeployRefusal(`missing <package>\n${USAGE}`);
  return pkg;
}

async function main(): Promise<void> {
  const command = positionals[0];
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  switch (command) {
    case 'publish': {
      const pkg = packageArg();
      if (values.promote) {
        const promoted = await promoteCanary({ releasesDir, package: pkg, by: person });
        console.log(
          `promoted ${pkg} ${promoted.version} to everyone (was ${promoted.stableVersion})`,
        );
        return;
      }
      const distDir = resolveDir(values.dist, path.join(pkg, 'dist'));
      const canaryShare = canaryShareArg();
      const result = await publishRemote({
        distDir,
        releasesDir,
        shellDistDir: shellForCheck(),
        canaryShare,
        force: values.force,
        by: person,
      });
      if (result.package !== pkg) {
        console.warn(`note: ${distDir} holds ${result.package}, not ${pkg}`);
      }
      console.log(
        !result.changed
          ? `${result.package} ${result.version} is already live; nothing changed`
          : canaryShare !== undefined
            ? `published ${result.package} ${result.version} as a canary for ${canaryShare}% (stable ${result.previousVersion})`
            : `published ${result.package} ${result.version} (was ${result.previousVersion ?? 'none'})`,
      );
      return;
    }
    case 'rollback': {
      const result = await rollbackRemote({
        releasesDir,
        package: packageArg(),
        toVersion: values.to,
        shellDistDir: values['shell-dist'] ? shellDist : undefined,
        by: person,
      });
      console.log(
        `rolled ${result.package} back to ${result.version} (was ${result.previousVersion})`,
      );
      return;
    }
    case 'list': {
      const listings = await listReleases(releasesDir);
      if (values.json) {
        console.log(JSON.stringify(listings, null, 2));
        return;
      }
      if (!listings.length) console.log(`no releases in ${releasesDir}`);
      for (const l of listings) {
        console.log(l.package);
        for (const v of l.versions) {
          const canary = l.canary?.version === v.version ? `  (canary ${l.canary.share}%)` : '';
          console.log(
            `  ${v.live ? '*' : ' '} ${v.version}  ${v.createdAt}${v.live ? '  (live)' : ''}${canary}`,
          );
        }
      }
      return;
    }
    case 'watch': {
      await watch();
      return;
    }
    case 'releases': {
      const history = (await readHistory(releasesDir)).filter(
        (h) => !values.package || h.package === values.package,
      );
      console.log(values.json ? JSON.stringify(history, null, 2) : formatReleaseHistory(history));
      return;
    }
    case 'serve': {
      const server = await startStaticServer({
        port: Number(values.port ?? process.env.PORT ?? 3000),
        host: values.host,
        shellDir: shellDist,
        releasesDir,
        apiUrl: values.api ?? process.env.API_URL ?? 'http://127.0.0.1:3001',
        appConfig: appConfigFromEnv(),
        tls: await tlsFromArgs(),
      });
      console.log(`serving ${shellDist} and ${releasesDir} at ${server.url}`);
      const stop = () => void server.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      return;
    }
    case 'stage': {
      const outDir = resolveDir(values.out, 'deploy/hosting/public');
      const count = await stageHosting({
        shellDistDir: shellDist,
        releasesDir,
        outDir,
        appConfig: productionAppConfig(),
      });
      console.log(`staged ${count} files in ${outDir}`);
      return;
    }
    default:
      throw new DeployRefusal(`unknown command "${command}"\n${USAGE}`);
  }
}

/**
 * The canary watcher: a pass now, then one every `--interval` seconds (default 60) until stopped;
 * `--once` for a single pass (cron). Reads counts from the API with DEPLOY_TOKEN.
 */
async function watch(): Promise<void> {
  const token = process.env.DEPLOY_TOKEN;
  if (!token) throw new DeployRefusal("watch needs DEPLOY_TOKEN, the API's deploy credential");
  const interval = Number(values.interval ?? 60);
  if (!(interval > 0)) throw new DeployRefusal(`--interval must be a positive number of seconds`);
  const options = {
    releasesDir,
    readCounts: releaseCountsOverHttp({
      apiUrl: values.api ?? process.env.API_URL ?? 'http://127.0.0.1:3001',
      token,
    }),
    config: judgeConfigFromEnv(process.env),
  };
  const pass = async () => {
    const outcomes = await watchOnce(options);
    const at = new Date().toISOString();
    if (outcomes.length === 0) console.log(`${at} no canaries`);
    for (const outcome of outcomes) console.log(`${at} ${describeOutcome(outcome)}`);
  };
  await pass();
  if (values.once) return;
  let running = true;
  let wake = () => {};
  const stop = () => {
    running = false;
    wake();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  while (running) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, interval * 1000);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    if (!running) break;
    // One failed pass (the API down a moment) is logged; the next tries again.
    await pass().catch((error: unknown) => console.error(`watch pass failed: ${String(error)}`));
  }
}

main().catch((error: unknown) => {
  if (error instanceof DeployRefusal) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
