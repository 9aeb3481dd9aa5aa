/**
 * The import rules of eslint.config.js can fail: each case lints a small file with the repository's
 * own config and expects the rule's error, beside a control that passes. A config change that
 * silently turns a rule off (a wrong glob, a resolver that stops resolving) fails here.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib/workspace';

let eslint: ESLint;
let scratch: string;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // no-cycle follows files on disk, so the cycle case needs real ones. A dot folder: no other
  // tool (tsc, vitest, the builds) looks there.
  scratch = await mkdtemp(path.join(ROOT, '.lint-probe-'));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** The rule ids that fire on `code` as if it were the file at `file` (relative to the root). */
async function rulesFiring(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(ROOT, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return result.messages.map((m) => m.ruleId ?? '(none)');
}

describe('eslint.config.js', () => {
  it('refuses an import across feature folders of a remote, allows one inside a feature', async () => {
    const file = 'mf-events/src/features/search/probe.ts';
    expect(
      await rulesFiring(
        file,
        "export { useInfiniteScroll } from '../feed/hooks/use-infinite-scroll';",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiring(file, "export { SearchResults } from './components/search-results';"),
    ).toEqual([]);
  });

  it("refuses a remote's src/api importing a feature, allows a feature importing src/api", async () => {
    expect(
      await rulesFiring(
        'mf-host/src/api/probe.ts',
        "export { GuestRow } from '../features/guests/components/guest-row';",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiring(
        'mf-host/src/features/guests/probe.ts',
        "export { hostKeys } from '../../api/host-keys';",
      ),
    ).toEqual([]);
  });

  it('refuses a remote importing another remote or the shell', async () => {
    const file = 'mf-events/src/pages/probe.ts';
    expect(await rulesFiring(file, "export * from 'mf-social';")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesFiring(file, "export * from '../../../shell/src/build-info/shell-build';"),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesFiring(file, "export { paths } from 'shared-api';")).toEqual([]);
  });

  it('refuses react-router in shipped app code, allows it in tests and through shared-ui/router', async () => {
    const page = 'mf-events/src/pages/probe.tsx';
    for (const router of ['react-router', 'react-router-dom']) {
      expect(await rulesFiring(page, `export { Link } from '${router}';`)).toContain(
        'no-restricted-imports',
      );
    }
    expect(await rulesFiring(page, "export { Link } from 'shared-ui/router';")).toEqual([]);
    expect(
      await rulesFiring('shell/src/probe.test.tsx', "export { MemoryRouter } from 'react-router';"),
    ).toEqual([]);
  });

  it('refuses TanStack Query values in shipped app code, allows its types, tests and shared-api/query', async () => {
    const hook = 'mf-events/src/features/probe/api/probe.ts';
    for (const query of ['@tanstack/react-query', '@tanstack/query-core']) {
      expect(await rulesFiring(hook, `export { useQuery } from '${query}';`)).toContain(
        'no-restricted-imports',
      );
    }
    expect(await rulesFiring(hook, "export { useQuery } from 'shared-api/query';")).toEqual([]);
    expect(
      await rulesFiring(hook, "export type { QueryKey } from '@tanstack/react-query';"),
    ).toEqual([]);
    expect(
      await rulesFiring(
        'shared-api/src/probe.ts',
        "export { useQuery } from '@tanstack/react-query';",
      ),
    ).toEqual([]);
    expect(
      await rulesFiring(
        'shell/src/probe.test.tsx',
        "export { QueryClient } from '@tanstack/react-query';",
      ),
    ).toEqual([]);
  });

  it('refuses a value from the main contract entry in browser code, allows its types and contract/values', async () => {
    const page = 'mf-events/src/pages/probe.ts';
    expect(await rulesFiring(page, "export { contract } from 'contract';")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesFiring(page, "export type { Event } from 'contract';")).toEqual([]);
    expect(await rulesFiring(page, "export { EVENT_LIMITS } from 'contract/values';")).toEqual([]);
    expect(await rulesFiring('api/src/probe.ts', "export { contract } from 'contract';")).toEqual(
      [],
    );
  });

  it('refuses the contract importing anything of ours', async () => {
    expect(
      await rulesFiring('contract/src/probe.ts', "export { paths } from 'shared-api';"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a shared package importing platform or an app', async () => {
    expect(
      await rulesFiring('shared-ui/src/probe.ts', "export { DEFAULT_NAV } from 'platform';"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an undeclared dependency in shipped code, allows root tooling in a test', async () => {
    const code = "export { parsePhoneNumber } from 'libphonenumber-js';";
    expect(await rulesFiring('mf-events/src/probe.ts', code)).toContain(
      'import-x/no-extraneous-dependencies',
    );
    expect(await rulesFiring('mf-auth/src/probe.ts', code)).toEqual([]);
    const tooling = "export { describe } from 'vitest';";
    expect(await rulesFiring('mf-auth/src/probe.ts', tooling)).toContain(
      'import-x/no-extraneous-dependencies',
    );
    expect(await rulesFiring('mf-auth/src/probe.test.ts', tooling)).toEqual([]);
  });

  it('checks the rules of hooks in .ts hook files', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function useProbe(on: boolean) {',
      '  if (on) useState(0);',
      '}',
    ].join('\n');
    expect(await rulesFiring('mf-events/src/features/feed/hooks/use-probe.ts', code)).toContain(
      'react-hooks/rules-of-hooks',
    );
  });

  it('refuses an import cycle', async () => {
    await writeFile(
      path.join(scratch, 'a.ts'),
      "import { b } from './b';\nexport const a = () => b;\n",
    );
    await writeFile(
      path.join(scratch, 'b.ts'),
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    const file = path.relative(ROOT, path.join(scratch, 'a.ts'));
    expect(
      await rulesFiring(file, "import { b } from './b';\nexport const a = () => b;\n"),
    ).toContain('import-x/no-cycle');
    expect(await rulesFiring(file, 'export const a = 1;\n')).toEqual([]);
  });
  it('refuses a shipped function over 120 lines, allows one in a test', async () => {
    const body = (lines: number) =>
      `export function probe(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines)}  return n;\n}\n`;
    expect(await rulesFiring('api/src/events/probe.ts', body(116))).not.toContain(
      'max-lines-per-function',
    );
    expect(await rulesFiring('api/src/events/probe.ts', body(117))).toContain(
      'max-lines-per-function',
    );
    expect(await rulesFiring('api/src/events/probe.test.ts', body(200))).not.toContain(
      'max-lines-per-function',
    );
  });

  it('refuses a page file over 120 lines', async () => {
    const page = (lines: number) => `export const PAGE = 1;\n${'// a line\n'.repeat(lines - 1)}`;
    expect(await rulesFiring('mf-host/src/pages/probe-page.tsx', page(120))).not.toContain(
      'max-lines',
    );
    expect(await rulesFiring('mf-host/src/pages/probe-page.tsx', page(121))).toContain('max-lines');
    expect(await rulesFiring('mf-host/src/features/guests/probe.tsx', page(200))).not.toContain(
      'max-lines',
    );
  });

  describe('floors inside a package (docs/architecture.md)', () => {
    const refused = 'import-x/no-restricted-paths';
    const cases: { zone: string; file: string; bad: string; good: string }[] = [
      {
        zone: "the API's http imports only auth, db and time",
        file: 'api/src/http/probe.ts',
        bad: "export { feedPageQuery } from '../events/event-repository';",
        good: "export { systemClock } from '../time/clock';",
      },
      {
        zone: "nothing in the API imports app (the server's assembly)",
        file: 'api/src/events/probe.ts',
        bad: "export { buildServer } from '../app/build-server';",
        good: "export { ApiError } from '../http/api-error';",
      },
      {
        zone: 'an API domain never imports routes',
        file: 'api/src/checkout/probe.ts',
        bad: "export { checkoutRoutes } from '../routes/checkout';",
        good: "export { lockEventRow } from '../events/event-lock';",
      },
      {
        zone: 'an API domain never imports account',
        file: 'api/src/users/probe.ts',
        bad: "export { deleteAccount } from '../account/delete-account';",
        good: "export { toPublicUser } from './user-view';",
      },
      {
        zone: "nothing in the shell imports app (the shell's assembly)",
        file: 'shell/src/pages/probe.ts',
        bad: "export { buildRoutes } from '../app/app-routes';",
        good: "export { SHELL_BUILD } from '../build-info/shell-build';",
      },
      {
        zone: "the shell's router never imports layout",
        file: 'shell/src/router/probe.ts',
        bad: "export { AppLayout } from '../layout/app-layout';",
        good: "export { routePattern } from './route-pattern';",
      },
      {
        zone: "shared-api's http imports no other folder",
        file: 'shared-api/src/http/probe.ts',
        bad: "export { useSession } from '../session/session-context';",
        good: "export { takeStartupRead } from './startup-read-store';",
      },
    ];
    for (const { zone, file, bad, good } of cases) {
      it(`refuses a file on the wrong floor: ${zone}`, async () => {
        expect(await rulesFiring(file, bad)).toContain(refused);
        expect(await rulesFiring(file, good)).not.toContain(refused);
      });
    }
  });
});
