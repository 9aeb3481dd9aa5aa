/**
 * Every call of the contract that a person should use has a screen that makes it (issue 28): its
 * key appears in the shipped code of the shell, shared-api or a remote. The calls no screen makes
 * are listed, with the reason, in `lib/contract-screens.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointNames } from 'contract';
import { describe, expect, it } from 'vitest';
import { screenCoverage } from './lib/contract-screens';
import { APPS, ROOT } from './lib/workspace';

const TEST_FILE = /\.test\.tsx?$|\/(test|test-support|testing)\//;

function shippedSourcesOf(pkg: string): string[] {
  const dir = path.join(ROOT, pkg, 'src');
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !TEST_FILE.test(`/${file}`))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

describe('screens for the contract', () => {
  it('every call a person should use is made by some screen', () => {
    const sources = [...APPS, 'shared-api'].flatMap(shippedSourcesOf);
    const coverage = screenCoverage(endpointNames(), sources);
    expect(coverage.withoutScreen, 'calls of the contract that no screen makes').toEqual([]);
    expect(coverage.staleExemptions, 'screenless entries naming no call').toEqual([]);
  });

  it('names a call no source mentions, and an exemption for a call that is gone', () => {
    const coverage = screenCoverage(
      ['GET /events/feed', 'GET /events/feed/count', 'GET /health'],
      ["callEndpoint('GET /events/feed', { query })"],
      { 'GET /health': 'liveness', 'GET /gone': 'renamed' },
    );
    expect(coverage.withoutScreen).toEqual(['GET /events/feed/count']);
    expect(coverage.staleExemptions).toEqual(['GET /gone']);
  });
});
