import { describe, expect, it } from 'vitest';
import { parseSizeRecord, sizeBudgetProblem, type SizeRecord } from './size-budget';

const record = (entryBytes: number, firstPageBytes: number, budgetKiB: number): SizeRecord => ({
  package: 'mf-host',
  firstPage: './GuestsPage',
  budgetBytes: budgetKiB * 1024,
  entryBytes,
  firstPageBytes,
  compression: 'gzip -9',
  files: [],
});

describe('sizeBudgetProblem', () => {
  it('names both numbers when entry + first page is over the budget', () => {
    expect(sizeBudgetProblem(record(30 * 1024, 152.3 * 1024, 150))).toMatch(
      /^entry \+ first page \(\.\/GuestsPage\) 182\.3 KiB > budget 150 KiB/,
    );
  });

  it('passes a build at or under its budget (the control)', () => {
    expect(sizeBudgetProblem(record(50 * 1024, 100 * 1024, 150))).toBeNull();
    expect(sizeBudgetProblem(record(50 * 1024, 99 * 1024, 150))).toBeNull();
  });
});

describe('parseSizeRecord', () => {
  it('refuses a record without numbers', () => {
    expect(() => parseSizeRecord({ package: 'mf-host', firstPage: './X' }, 'f')).toThrow(
      'f is not a size record',
    );
  });
});
