import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReportProblems, updateApiReport } from './api-report';
import { readReport, reportPath } from './api-report-file';

const BASE_TSCONFIG = fileURLToPath(new URL('../../../tsconfig.base.json', import.meta.url));

// A throwaway package taken through the life of its API: the control runs that prove the report
// check fails when it should, and that the generator moves the version the right way.
describe('api-report generator and check', { timeout: 60_000 }, () => {
  let root: string;
  let dir: string;

  const source = (text: string) => writeFile(path.join(dir, 'src', 'index.ts'), text);
  const version = async () =>
    (JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string })
      .version;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'api-report-'));
    dir = path.join(root, 'kit');
    await mkdir(path.join(dir, 'src', 'testing'), { recursive: true });
    const pkg = {
      name: 'kit',
      version: '0.1.0',
      exports: { '.': './src/index.ts', './testing': './src/testing/index.ts' },
    };
    await writeFile(path.join(dir, 'package.json'), JSON.stringify(pkg));
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ extends: BASE_TSCONFIG, compilerOptions: { types: [] }, include: ['src'] }),
    );
    await writeFile(path.join(dir, 'src', 'testing', 'index.ts'), 'export const fake = 1;\n');
    const lock = { packages: { '': {}, kit: { version: '0.1.0' } } };
    await writeFile(path.join(root, 'package-lock.json'), JSON.stringify(lock));
    await source(
      [
        'export interface User { id: string }',
        'export type { User as Person };',
        'export function getUser(id: string): User { return { id }; }',
      ].join('\n'),
    );
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('asks for a first report, which starts the package at 1.0.0', async () => {
    expect(apiReportProblems(dir)).toEqual([
      'kit/api-report.json is missing. Run `npm run api-report` and commit it.',
    ]);
    expect(updateApiReport(dir, root).version).toBe('1.0.0');
    expect(await version()).toBe('1.0.0');
    const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8'));
    expect(lock.packages.kit.version).toBe('1.0.0');
    const report = readReport(dir);
    expect(report?.entries['.']?.getUser).toEqual({
      kind: 'function',
      signature: 'function getUser(id: string): User',
    });
    expect(report?.entries['.']?.Person?.typeOnly).toBe(true);
    // Test doubles are never served by the shell: their entry is not reported.
    expect(report?.entries['./testing']).toBeUndefined();
    expect(apiReportProblems(dir)).toEqual([]);
  });

  it('fails naming an added export, and a re-run is a minor bump', async () => {
    await source(
      [
        'export interface User { id: string }',
        'export type { User as Person };',
        'export function getUser(id: string): User { return { id }; }',
        'export function listUsers(): User[] { return []; }',
      ].join('\n'),
    );
    const [problem] = apiReportProblems(dir);
    expect(problem).toContain('+ added   listUsers: function listUsers(): User[]');
    expect(problem).toContain('it bumps kit to 1.1.0 (minor)');
    expect(updateApiReport(dir, root).version).toBe('1.1.0');
    expect(updateApiReport(dir, root).version).toBe('1.1.0'); // nothing changed: no second bump
    expect(apiReportProblems(dir)).toEqual([]);
  });

  it('fails naming a changed signature, and a re-run is a major bump', async () => {
    await source(
      [
        'export interface User { id: string; name: string }',
        'export type { User as Person };',
        'export function getUser(id: string): User { return { id, name: id }; }',
        'export function listUsers(): User[] { return []; }',
      ].join('\n'),
    );
    const [problem] = apiReportProblems(dir);
    expect(problem).toContain('~ changed User:');
    expect(problem).toContain('now interface User { id: string; name: string }');
    expect(updateApiReport(dir, root).version).toBe('2.0.0');
  });

  it('fails when the report was changed by hand but the version was not', async () => {
    const report = JSON.parse(await readFile(reportPath(dir), 'utf8'));
    delete report.entries['.'].listUsers;
    await writeFile(reportPath(dir), JSON.stringify(report));
    await source(
      [
        'export interface User { id: string; name: string }',
        'export type { User as Person };',
        'export function getUser(id: string): User { return { id, name: id }; }',
      ].join('\n'),
    );
    expect(apiReportProblems(dir)).toEqual([
      expect.stringContaining('the report changed but the version did not'),
    ]);
    // The generator cannot know what 2.0.0 was any more, so the API gets a new version.
    expect(updateApiReport(dir, root).version).toBe('2.1.0');
    expect(apiReportProblems(dir)).toEqual([]);
  });

  it('fails when package.json and the report disagree on the version', async () => {
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version: '2.0.0' }));
    expect(apiReportProblems(dir)).toEqual([
      expect.stringContaining('kit/package.json is at 2.0.0 but kit/api-report.json records 2.1.0'),
    ]);
  });
});
