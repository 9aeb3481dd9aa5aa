import { describe, expect, it } from 'vitest';
import { checkSharedExports } from './shared-exports-check';

const provides = {
  'shared-api': { version: '28.0.0', names: ['callEndpoint', 'useSession'] },
  'shared-ui': { version: '2.2.0', names: ['Button'] },
};
const reader = (files: Record<string, unknown>) => async (url: string) => {
  if (!(url in files)) throw new Error(`${url} answered HTTP 404`);
  return files[url];
};
const base = 'http://localhost:3012/';

describe('checkSharedExports', () => {
  it('is ok when the live shell provides every export the override imports', async () => {
    const needs = { 'shared-api': { version: '28.0.0', names: ['useSession'] } };
    const read = reader({ [`${base}shared-needs.json`]: needs, '/shared-provides.json': provides });
    expect(await checkSharedExports(base, read)).toEqual({ status: 'ok' });
  });

  it('names the exports the live shell lacks', async () => {
    const needs = { 'shared-api': { version: '28.1.0', names: ['useSession', 'useNewThing'] } };
    const read = reader({ [`${base}shared-needs.json`]: needs, '/shared-provides.json': provides });
    expect(await checkSharedExports(base, read)).toEqual({
      status: 'problems',
      problems: [
        'imports shared-api export useNewThing (built against shared-api 28.1.0) but the shell provides shared-api 28.0.0 without it',
      ],
    });
  });

  it('says when it could not check (a build from before these files)', async () => {
    const read = reader({ '/shared-provides.json': provides });
    expect(await checkSharedExports(base, read)).toEqual({
      status: 'unchecked',
      reason: 'http://localhost:3012/shared-needs.json answered HTTP 404',
    });
  });
});
