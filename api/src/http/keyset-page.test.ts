import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { keysetPage, paginationTo, readCursor, type CursorFields } from './keyset-page';
import { decodeOpaqueToken, encodeOpaqueToken } from './opaque-token';

const parseId = (fields: CursorFields) =>
  fields.v === 1 && typeof fields.id === 'number' ? fields.id : null;

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

describe('keysetPage', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
  const cursorOf = (last: { id: number }) => ({ v: 1, id: last.id });

  it('shows `limit` rows and names the last one shown when the extra row came', () => {
    const { page, pagination } = keysetPage(rows, 2, cursorOf);
    expect(page).toEqual([{ id: 1 }, { id: 2 }]);
    expect(pagination.hasMoreItems).toBe(true);
    expect(decodeOpaqueToken(pagination.continuationToken!)).toEqual({ v: 1, id: 2 });
  });

  it('has no token when no extra row came', () => {
    expect(keysetPage(rows, 3, cursorOf)).toEqual({
      page: rows,
      pagination: { continuationToken: null, hasMoreItems: false },
    });
    expect(keysetPage([], 3, cursorOf).pagination).toEqual({
      continuationToken: null,
      hasMoreItems: false,
    });
  });

  it('reads back the cursor it handed out', () => {
    const { pagination } = keysetPage(rows, 1, cursorOf);
    expect(readCursor(pagination.continuationToken!, parseId)).toBe(1);
  });
});

describe('paginationTo', () => {
  it('says there is more exactly when there is a next cursor', () => {
    expect(paginationTo(null)).toEqual({ continuationToken: null, hasMoreItems: false });
    expect(paginationTo({ o: 20 })).toEqual({
      continuationToken: encodeOpaqueToken({ o: 20 }),
      hasMoreItems: true,
    });
  });
});

describe('readCursor', () => {
  it('is null without a token', () => {
    expect(readCursor(undefined, parseId)).toBeNull();
    expect(readCursor('', parseId)).toBeNull();
  });

  it.each([
    ['not base64url', '!!!'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['another version', encodeOpaqueToken({ v: 2, id: 1 })],
    ['a field of the wrong type', encodeOpaqueToken({ v: 1, id: '1' })],
  ])('refuses a forged token (%s) with a 400 naming continuationToken', (_, token) => {
    const error = refusal(() => readCursor(token, parseId));
    expect(error.statusCode).toBe(400);
    expect(error.toBody().error).toEqual({
      code: 'invalid_request',
      message: 'continuationToken is not one this list handed out',
      details: { field: 'continuationToken' },
    });
  });

  it("tells the list's own message", () => {
    const error = refusal(() => readCursor('!!!', parseId, 'start again'));
    expect(error.message).toBe('start again');
  });
});
