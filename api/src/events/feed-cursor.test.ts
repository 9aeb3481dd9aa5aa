import { describe, expect, it } from 'vitest';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';

const ID = '5eed0000-0000-4000-b000-000000000001';
const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('feed cursor', () => {
  it('round-trips through an opaque, URL-safe token', () => {
    const encoded = encodeFeedCursor({ startTime: 1_767_225_600, id: ID });
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFeedCursor(encoded)).toEqual({ startTime: 1_767_225_600, id: ID });
  });

  it.each([
    ['an empty string', ''],
    ['non-base64url characters', 'abc+/='],
    ['base64 of non-JSON', Buffer.from('hello').toString('base64url')],
    ['JSON that is not an object', token([1, 2])],
    ['another version', token({ v: 2, s: 1, i: ID })],
    ['a fractional time', token({ v: 1, s: 1.5, i: ID })],
    ['a time as text', token({ v: 1, s: '1', i: ID })],
    ['an id that is not a uuid', token({ v: 1, s: 1, i: 'x' })],
    ['JSON null', token(null)],
  ])('rejects %s', (_, value) => {
    expect(decodeFeedCursor(value)).toBeNull();
  });
});
