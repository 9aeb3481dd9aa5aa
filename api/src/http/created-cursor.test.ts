import { describe, expect, it } from 'vitest';
import { createdCursorFields, parseCreatedCursor } from './created-cursor';

const ID = '7d9f1f5e-8a53-4c5e-9c55-0b8f0e3b6a11';

describe('created cursor', () => {
  it('reads back the fields it made, microseconds kept as text', () => {
    const fields = createdCursorFields('1767225600123456', ID);
    expect(parseCreatedCursor(fields)).toEqual({ us: '1767225600123456', id: ID });
  });

  it.each([
    ['another version', { v: 2, us: '1', id: ID }],
    ['a number for the time', { v: 1, us: 1, id: ID }],
    ['a time that is not digits', { v: 1, us: '1e5', id: ID }],
    ['a time beyond a bigint column', { v: 1, us: '123456789012345678', id: ID }],
    ['an id that is not a uuid', { v: 1, us: '1', id: 'x' }],
  ])('refuses %s', (_, fields) => {
    expect(parseCreatedCursor(fields)).toBeNull();
  });
});
