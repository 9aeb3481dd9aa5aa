/**
 * deploy's command line:
 *
 *   tsx deploy/src/cli.ts publish <package> [--canary PERCENT] [--force] [--dist DIR] [--releases DIR] [--shell-dist DIR] [--no-shell-check]
 *   tsx deploy/src/cli.ts publish <package> --promote [--releases DIR]
 *   tsx deploy/src/cli.ts rollback <package> [--to VERSION] [--releases DIR] [--shell-dist DIR]
 *   tsx deploy/src/cli.ts list [--releases DIR] [--json]
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
          console.log(
            `  ${v.live ? '*' : ' '} ${v.version}  ${v.createdAt}${v.live ? '  (live)' : ''}`,
          );
        }
      }
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

main().catch((error: unknown) => {
  if (error instanceof DeployRefusal) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
