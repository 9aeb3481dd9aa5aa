import { describe, expect, it } from 'vitest';
import { bumpLevel, bumpVersion, describeChanges, diffApi } from './api-diff';
import type { PackageApi } from './api-report-file';

const fn = (signature: string) => ({ kind: 'function' as const, signature });

const before: PackageApi = {
  '.': { keep: fn('function keep(): void'), gone: fn('function gone(): void') },
  './testing': { fake: fn('function fake(): void') },
};

describe('diffApi', () => {
  it('names every added, removed and changed export, per entry', () => {
    const after: PackageApi = {
      '.': { keep: fn('function keep(x: number): void'), fresh: fn('function fresh(): void') },
      './testing': { fake: fn('function fake(): void') },
      './contract': { route: fn('function route(): void') },
    };
    const changes = diffApi(before, after);
    expect(changes.map((c) => [c.entry, c.name, c.change])).toEqual([
      ['.', 'fresh', 'added'],
      ['.', 'gone', 'removed'],
      ['.', 'keep', 'changed'],
      ['./contract', 'route', 'added'],
    ]);
    expect(describeChanges(changes)[3]).toBe(
      '+ added   route (entry ./contract): function route(): void',
    );
  });

  it('sees an export turned type-only as a change', () => {
    const after: PackageApi = {
      ...before,
      '.': { ...before['.'], keep: { ...fn('function keep(): void'), typeOnly: true } },
    };
    expect(diffApi(before, after).map((c) => c.name)).toEqual(['keep']);
  });

  it('sees no change in which names a function destructures, only in its types', () => {
    const was = {
      '.': { Field: fn('function Field({ label, id, ...rest }: FieldProps): Element') },
    };
    const renamed = { '.': { Field: fn('function Field({ id, ...props }: FieldProps): Element') } };
    const retyped = { '.': { Field: fn('function Field({ id }: OtherProps): Element') } };
    const objectType = { '.': { Field: fn('function Field(p: { id: string }): Element') } };
    const otherObjectType = { '.': { Field: fn('function Field(p: { id: number }): Element') } };
    expect(diffApi(was, renamed)).toEqual([]);
    expect(diffApi(was, retyped).map((c) => c.change)).toEqual(['changed']);
    expect(diffApi(objectType, otherObjectType).map((c) => c.change)).toEqual(['changed']);
  });

  it('finds nothing when nothing changed', () => {
    expect(diffApi(before, structuredClone(before))).toEqual([]);
  });
});

describe('versions', () => {
  it('adding is minor; removing or changing is major', () => {
    expect(bumpLevel([])).toBeNull();
    expect(bumpLevel([{ entry: '.', name: 'a', change: 'added' }])).toBe('minor');
    expect(
      bumpLevel([
        { entry: '.', name: 'a', change: 'added' },
        { entry: '.', name: 'b', change: 'changed' },
      ]),
    ).toBe('major');
    expect(bumpLevel([{ entry: '.', name: 'a', change: 'removed' }])).toBe('major');
  });

  it('bumps by semver, with the levels shifted down below 1.0.0 as ^0.x ranges are', () => {
    expect(bumpVersion('1.4.2', 'minor')).toBe('1.5.0');
    expect(bumpVersion('1.4.2', 'major')).toBe('2.0.0');
    expect(bumpVersion('0.4.2', 'minor')).toBe('0.4.3');
    expect(bumpVersion('0.4.2', 'major')).toBe('0.5.0');
    expect(() => bumpVersion('1.0.0-beta', 'minor')).toThrow(/plain x.y.z/);
  });
});
