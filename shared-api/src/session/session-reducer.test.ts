import { describe, expect, it } from 'vitest';
import { sampleUser } from '../testing/fixtures';
import { initialSessionState, sessionFacts, sessionReducer } from './session-reducer';
import type { SessionAction, SessionState } from './session-reducer';
import { deriveSessionStatus } from './session-status';

const ada = { uid: 'ada', phoneNumber: '+15555550100' };
const bob = { uid: 'bob', phoneNumber: '+15555550101' };

function run(...actions: SessionAction[]): SessionState {
  return actions.reduce(sessionReducer, initialSessionState);
}

const statusOf = (state: SessionState) => deriveSessionStatus(sessionFacts(state));

describe('sessionReducer', () => {
  it('goes loading → signedIn through token and record', () => {
    let state = run({ type: 'firebaseUser', firebaseUser: ada });
    expect(statusOf(state)).toBe('loading');
    state = sessionReducer(state, { type: 'token', uid: 'ada', token: 't1' });
    state = sessionReducer(state, { type: 'recordLoading', uid: 'ada' });
    expect(statusOf(state)).toBe('loading');
    state = sessionReducer(state, { type: 'recordLoaded', uid: 'ada', user: sampleUser() });
    expect(statusOf(state)).toBe('signedIn');
    expect(state.token).toBe('t1');
  });

  it('needs a profile when the record is missing', () => {
    const state = run(
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'token', uid: 'ada', token: 't1' },
      { type: 'recordMissing', uid: 'ada' },
    );
    expect(statusOf(state)).toBe('needsProfile');
  });

  it('keeps the record across token refreshes of the same account', () => {
    const state = run(
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'token', uid: 'ada', token: 't1' },
      { type: 'recordLoaded', uid: 'ada', user: sampleUser() },
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'token', uid: 'ada', token: 't2' },
    );
    expect(statusOf(state)).toBe('signedIn');
    expect(state.token).toBe('t2');
  });

  it('drops a late answer for a previous account', () => {
    const state = run(
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'token', uid: 'ada', token: 't1' },
      { type: 'firebaseUser', firebaseUser: bob },
      { type: 'recordLoaded', uid: 'ada', user: sampleUser() },
      { type: 'token', uid: 'ada', token: 'late' },
    );
    expect(state.firebaseUser).toEqual(bob);
    expect(state.token).toBeNull();
    expect(state.record).toBeNull();
    expect(statusOf(state)).toBe('loading');
  });

  it('keeps a known record when a refresh fails, and reports a first failure', () => {
    const loaded = run(
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'token', uid: 'ada', token: 't1' },
      { type: 'recordLoaded', uid: 'ada', user: sampleUser() },
    );
    const afterRefresh = run(
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'token', uid: 'ada', token: 't1' },
      { type: 'recordLoaded', uid: 'ada', user: sampleUser() },
      { type: 'recordLoading', uid: 'ada' },
      { type: 'recordFailed', uid: 'ada', error: new Error('offline') },
    );
    expect(afterRefresh).toEqual(loaded);

    const failed = run(
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'token', uid: 'ada', token: 't1' },
      { type: 'recordFailed', uid: 'ada', error: new Error('offline') },
    );
    expect(statusOf(failed)).toBe('loading');
    expect(failed.error?.message).toBe('offline');
    const retrying = sessionReducer(failed, { type: 'recordLoading', uid: 'ada' });
    expect(retrying.error).toBeNull();
  });

  it('reports a token failure and clears it when a token arrives', () => {
    const failed = run(
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'tokenFailed', uid: 'ada', error: new Error('offline') },
    );
    expect(failed.error?.message).toBe('offline');
    expect(sessionReducer(failed, { type: 'token', uid: 'ada', token: 't' }).error).toBeNull();
  });

  it('forgets everything on sign-out', () => {
    const state = run(
      { type: 'firebaseUser', firebaseUser: ada },
      { type: 'token', uid: 'ada', token: 't1' },
      { type: 'recordLoaded', uid: 'ada', user: sampleUser() },
      { type: 'signedOut' },
    );
    expect(statusOf(state)).toBe('signedOut');
    expect(state.token).toBeNull();
    expect(state.record).toBeNull();
  });
});
