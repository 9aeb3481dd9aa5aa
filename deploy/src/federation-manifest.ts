import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BUILD_INFO_FILE,
  SHARED_NEEDS_FILE,
  SHARED_PROVIDES_FILE,
  SIZE_BUDGET_FILE,
  parseSharedSurface,
  parseSizeRecord,
} from 'platform';
import type { RemoteBuildInfo, SharedSurface, SizeRecord } from 'platform';
import { DeployRefusal } from './deploy-refusal';

export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

/**
 * The part of `mf-manifest.json` (written by @module-federation/enhanced) that deploy reads. Kept
 * to a subset on purpose: the plugin adds fields between versions and we must not depend on them.
 */
export interface FederationManifest {
  name: string;
  metaData?: {
    publicPath?: string;
    getPublicPath?: string;
    /** The global the container entry defines (the runtime reads the federation name). */
    globalName?: string;
    /** The container entry: `path` (a folder inside the build, or empty) and file `name`. */
    remoteEntry?: { name?: string; path?: string; type?: string };
  };
  shared: FederationShared[];
  exposes: Array<{ id?: string; name?: string; path: string }>;
}

export interface FederationShared {
  name: string;
  version: string;
  singleton: boolean;
  /** A semver range; the plugin may write `false` or omit it when any version is accepted. */
  requiredVersion?: string | false;
}

/** A remote's build output, read and shape-checked. */
export interface RemoteDist {
  distDir: string;
  buildInfo: RemoteBuildInfo;
  federation: FederationManifest;
  /** Exposed module keys, e.g. `./FeedPage`: what route declarations may name as `page`. */
  exposedPages: string[];
  /**
   * The container entry's path inside the build (`remoteEntry.js`), which the release manifest
   * points the shell at; absent when mf-manifest.json names none or the build lacks the file.
   */
  entryFile?: string;
  /** The shared-package exports its code imports (`shared-needs.json`); absent in older builds. */
  sharedNeeds?: SharedSurface;
  /** Its size budget and measured size (`size-budget.json`); absent when it declares no budget. */
  sizeRecord?: SizeRecord;
}

/** What the live shell provides to every remote. */
export interface ShellBuild {
  /** The singletons of its mf-manifest.json, with the versions it loads. */
  shared: FederationShared[];
  /** The exports of each shared package (`shared-provides.json`); absent in older builds. */
  provides?: SharedSurface;
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new DeployRefusal(`${what} not found at ${file} (build the package first)`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new DeployRefusal(`${what} at ${file} is not valid JSON`);
  }
}

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object';

/** Read and shape-check a federation manifest; any build (remote or shell) writes one. */
export async function readFederationManifest(dir: string): Promise<FederationManifest> {
  const file = path.join(dir, FEDERATION_MANIFEST_FILE);
  const raw = await readJson(file, FEDERATION_MANIFEST_FILE);
  if (!isObject(raw) || typeof raw.name !== 'string') {
    throw new DeployRefusal(`${file} has no federation name`);
  }
  const shared = Array.isArray(raw.shared) ? raw.shared : [];
  const exposes = Array.isArray(raw.exposes) ? raw.exposes : [];
  return {
    name: raw.name,
    metaData: isObject(raw.metaData) ? (raw.metaData as FederationManifest['metaData']) : {},
    shared: shared.filter(
      (s): s is FederationShared =>
        isObject(s) && typeof s.name === 'string' && typeof s.version === 'string',
    ),
    exposes: exposes.filter(
      (e): e is FederationManifest['exposes'][number] => isObject(e) && typeof e.path === 'string',
    ),
  };
}

/**
 * A JSON file a build may write beside its output (`shared-needs.json`, `shared-provides.json`,
 * `size-budget.json`), checked by `parse`; undefined when the build wrote none.
 */
async function readBuildRecord<T>(
  dir: string,
  name: string,
  parse: (value: unknown, file: string) => T,
): Promise<T | undefined> {
  const file = path.join(dir, name);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return parse(JSON.parse(text), file);
  } catch (error) {
    throw new DeployRefusal(`${file} is malformed: ${(error as Error).message}`);
  }
}

const readSharedSurface = (dir: string, name: string): Promise<SharedSurface | undefined> =>
  readBuildRecord(dir, name, parseSharedSurface);

/** The shell build's shared singletons and, when it recorded them, the shared packages' exports. */
export async function readShellBuild(dir: string): Promise<ShellBuild> {
  const [federation, provides] = await Promise.all([
    readFederationManifest(dir),
    readSharedSurface(dir, SHARED_PROVIDES_FILE),
  ]);
  return provides ? { shared: federation.shared, provides } : { shared: federation.shared };
}

export async function readBuildInfo(dir: string): Promise<RemoteBuildInfo> {
  const file = path.join(dir, BUILD_INFO_FILE);
  const raw = await readJson(file, BUILD_INFO_FILE);
  if (
    !isObject(raw) ||
    typeof raw.package !== 'string' ||
    typeof raw.federationName !== 'string' ||
    typeof raw.packageVersion !== 'string' ||
    !Array.isArray(raw.routes)
  ) {
    throw new DeployRefusal(
      `${file} must hold { package, federationName, packageVersion, routes } (RemoteBuildInfo)`,
    );
  }
  for (const r of raw.routes) {
    if (!isObject(r) || typeof r.path !== 'string' || typeof r.page !== 'string') {
      throw new DeployRefusal(`${file} has a route without a string path and page`);
    }
  }
  if (raw.island !== undefined && raw.island !== true) {
    throw new DeployRefusal(`${file} has an island field that is not true`);
  }
  return raw as unknown as RemoteBuildInfo;
}

/** Everything publishing and rollback need from a remote's build folder (or a stored release). */
export async function readRemoteDist(distDir: string): Promise<RemoteDist> {
  // Settled in a fixed order, so a folder missing both files always names routes.json first
  // (Promise.all would report whichever read happened to fail first).
  const [buildInfoRead, federationRead] = await Promise.allSettled([
    readBuildInfo(distDir),
    readFederationManifest(distDir),
  ]);
  if (buildInfoRead.status === 'rejected') throw buildInfoRead.reason;
  if (federationRead.status === 'rejected') throw federationRead.reason;
  const buildInfo = buildInfoRead.value;
  const federation = federationRead.value;
  const sharedNeeds = await readSharedSurface(distDir, SHARED_NEEDS_FILE);
  const sizeRecord = await readSizeRecord(distDir);
  const entryFile = await builtEntryFile(distDir, federation);
  return {
    distDir,
    buildInfo,
    federation,
    exposedPages: federation.exposes.map((e) => e.path),
    ...(entryFile ? { entryFile } : {}),
    ...(sharedNeeds ? { sharedNeeds } : {}),
    ...(sizeRecord ? { sizeRecord } : {}),
  };
}

/** The container entry mf-manifest.json names (`path` + `name`), if the build holds that file. */
async function builtEntryFile(
  distDir: string,
  federation: FederationManifest,
): Promise<string | undefined> {
  const entry = federation.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name) return undefined;
  const file = path.posix.join(typeof entry.path === 'string' ? entry.path : '', entry.name);
  // A path that climbs out of the build is no entry of this build.
  if (file.startsWith('../') || path.posix.isAbsolute(file)) return undefined;
  try {
    await access(path.join(distDir, file));
  } catch {
    return undefined;
  }
  return file;
}

const readSizeRecord = (distDir: string): Promise<SizeRecord | undefined> =>
  readBuildRecord(distDir, SIZE_BUDGET_FILE, parseSizeRecord);
