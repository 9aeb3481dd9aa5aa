import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryAnalyticsSink, setAnalyticsSink, type MemoryAnalyticsSink } from 'shared-api';
import { afterCode } from './after-code';

let sink: MemoryAnalyticsSink;
beforeEach(() => {
  sink = createMemoryAnalyticsSink();
  setAnalyticsSink(sink);
});
afterEach(() => setAnalyticsSink(null));

describe('afterCode', () => {
  it('sends a returning user back and records login', () => {
    expect(afterCode({ isNewUser: false })).toBe('return');
    expect(sink.events).toEqual([{ name: 'login', params: { method: 'phone' } }]);
  });

  it('sends a new account to the sign-up steps, recording nothing yet (sign_up comes at done)', () => {
    expect(afterCode({ isNewUser: true })).toBe('signUp');
    expect(sink.events).toEqual([]);
  });
});
