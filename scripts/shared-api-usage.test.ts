/**
 * shared-api, the singleton the shell serves, keeps only what two or more apps use: a hook that
 * one remote uses lives in that remote, so its team ships an endpoint of its own without a shell
 * release (docs/platform.md, "Who owns an API hook"). Fails naming each export to move or drop.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exportUses,
  unsharedExportProblems,
  type ConsumerSources,
  type SourceFile,
} from './lib/shared-api-usage';
import { APPS, ROOT } from './lib/workspace';

const TEST_FILE = /\.test\.tsx?$|\/(test|test-support|testing)\//;

/** A package's TypeScript, its shipped code apart from its tests and their helpers. */
function sourcesOf(pkg: string): ConsumerSources {
  const dir = path.join(ROOT, pkg);
  const files: SourceFile[] = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file))
    .map((file) => `${pkg}/${file}`)
    .map((file) => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
  return {
    shipped: files.filter((file) => !TEST_FILE.test(file.path)),
    tests: files.filter((file) => TEST_FILE.test(file.path)),
  };
}

const shipped = (...files: SourceFile[]): ConsumerSources => ({ shipped: files, tests: [] });

describe('shared-api keeps only what the apps share', () => {
  it('every export of its main entry is used by two or more apps', () => {
    const entry = {
      path: 'shared-api/src/index.ts',
      text: readFileSync(path.join(ROOT, 'shared-api/src/index.ts'), 'utf8'),
    };
    const consumers = Object.fromEntries([...APPS, 'platform'].map((pkg) => [pkg, sourcesOf(pkg)]));
    expect(unsharedExportProblems(exportUses(entry, 'shared-api', consumers))).toEqual([]);
  });

  it('names a hook one remote uses and a core name no app uses; passes the rest (control)', () => {
    const entry = {
      path: 'index.ts',
      text: [
        "export { useWallet, moneyKeys } from './money/money-queries';",
        "export { useEvent } from './events/events-queries';",
        "export { useSession } from './session/session-context';",
        "export { sendPhoneCode, signOut } from './session/phone-sign-in';",
        "export { RETRY_MAX_ATTEMPTS } from './http/retry-policy';",
      ].join('\n'),
    };
    const consumers = {
      'mf-host': shipped({
        path: 'a.tsx',
        text: "import { useWallet, useEvent, sendPhoneCode } from 'shared-api';",
      }),
      'mf-events': shipped({ path: 'b.tsx', text: "import { useEvent } from 'shared-api';" }),
      'mf-auth': {
        shipped: [],
        tests: [{ path: 'c.test.ts', text: "import { moneyKeys, signOut } from 'shared-api';" }],
      },
      platform: shipped({ path: 'd.tsx', text: "import { useSession } from 'shared-api';" }),
    };
    expect(unsharedExportProblems(exportUses(entry, 'shared-api', consumers))).toEqual([
      'useWallet: only mf-host uses it; move it into mf-host (src/features/<feature>/api/)',
      "moneyKeys: no app's shipped code uses it; drop it from the public face",
      'RETRY_MAX_ATTEMPTS: no app uses it; drop it from the public face',
    ]);
  });
});
