import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_SINGLETONS, packageOf } from '../../src/shared-singletons';
import { bumpLevel, bumpVersion, describeChanges, diffApi, isGreater } from './api-diff';
import type { ApiChange } from './api-diff';
import {
  API_REPORT_COMMAND,
  API_REPORT_FILE,
  isIntact,
  makeReport,
  readReport,
  writeReport,
} from './api-report-file';
import { extractPackageApi } from './extract-api';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The first version a package gets when its first report is written. */
const FIRST_VERSION = '1.0.0';

/**
 * Folders of the workspace packages that are shared singletons (shared-api, shared-ui): the ones a
 * remote uses from the shell at run time, and so the ones whose API needs a report and a version.
 */
export function reportedPackageDirs(root = ROOT): string[] {
  const names = [...new Set(SHARED_SINGLETONS.map(packageOf))];
  return names
    .map((name) => path.join(root, name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')));
}

interface PackageJson {
  name: string;
  version: string;
}

function readPackageJson(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * Why the checked-in report of the package in `dir` no longer describes it, each problem a
 * paragraph that says what to run. Empty when all is in step.
 */
export function apiReportProblems(dir: string): string[] {
  const pkg = readPackageJson(dir);
  const report = readReport(dir);
  const where = `${pkg.name}/${API_REPORT_FILE}`;
  if (!report) return [`${where} is missing. Run \`${API_REPORT_COMMAND}\` and commit it.`];

  const problems: string[] = [];
  const changes = diffApi(report.entries, extractPackageApi(dir));
  if (changes.length) {
    const next = nextVersion(report.version, changes, true);
    problems.push(
      [
        `${pkg.name}'s public API differs from ${where} (version ${report.version}):`,
        ...describeChanges(changes).map((line) => `  ${line}`),
        `Run \`${API_REPORT_COMMAND}\` to update the report; it bumps ${pkg.name} to ${next}` +
          ` (${bumpLevel(changes)}). Commit the report and package.json with the change.`,
      ].join('\n'),
    );
  }
  if (!isIntact(report)) {
    problems.push(
      `${where} was changed by hand: its entries or version no longer match the fingerprint the ` +
        `generator wrote, so the report changed but the version did not. Run \`${API_REPORT_COMMAND}\`.`,
    );
  }
  if (report.version !== pkg.version) {
    problems.push(
      `${pkg.name}/package.json is at ${pkg.version} but ${where} records ${report.version}. ` +
        `Run \`${API_REPORT_COMMAND}\`; never change either version by hand.`,
    );
  }
  return problems;
}

export interface ReportUpdate {
  package: string;
  previousVersion: string;
  version: string;
  changes: ApiChange[];
}

/**
 * Rewrite the package's report from its code and bump its version when the API changed (see
 * bumpLevel). Re-running it with no code change changes nothing.
 */
export function updateApiReport(dir: string, root = ROOT): ReportUpdate {
  const pkg = readPackageJson(dir);
  const api = extractPackageApi(dir);
  const report = readReport(dir);
  let version: string;
  let changes: ApiChange[] = [];
  if (!report) {
    version = isGreater(pkg.version, FIRST_VERSION) ? pkg.version : FIRST_VERSION;
  } else {
    changes = diffApi(report.entries, api);
    // A report edited by hand (or merged from two branches) no longer says what its version
    // published: bump at least a minor so the new API gets a version of its own.
    version = nextVersion(report.version, changes, isIntact(report));
  }
  // A version someone already raised further (e.g. to mark a behaviour change) is kept.
  if (isGreater(pkg.version, version)) version = pkg.version;

  writeReport(dir, makeReport(pkg.name, version, api));
  if (version !== pkg.version) setPackageVersion(dir, version, root);
  return { package: pkg.name, previousVersion: pkg.version, version, changes };
}

function nextVersion(current: string, changes: ApiChange[], intact: boolean): string {
  const level = bumpLevel(changes) ?? (intact ? null : 'minor');
  return level ? bumpVersion(current, level) : current;
}

/** package.json and the lockfile's workspace entry, so `npm ci` still agrees with both. */
function setPackageVersion(dir: string, version: string, root: string): void {
  editJson(path.join(dir, 'package.json'), (json) => {
    json.version = version;
  });
  const lockFile = path.join(root, 'package-lock.json');
  if (!existsSync(lockFile)) return;
  const workspacePath = path.relative(root, dir).split(path.sep).join('/');
  editJson(lockFile, (lock) => {
    const packages = lock.packages as Record<string, { name?: string; version?: string }>;
    const entry = packages[workspacePath];
    if (entry) entry.version = version;
  });
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
