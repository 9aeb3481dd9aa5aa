import { describe, expect, it } from 'vitest';
import { deriveSessionStatus, sessionFlags } from './session-status';
import type { SessionFacts } from './session-status';

const signedIn = (token: SessionFacts['token'], record: SessionFacts['record']): SessionFacts => ({
  auth: 'signedIn',
  token,
  record,
});

describe('deriveSessionStatus', () => {
  it('is loading until Firebase answers', () => {
    expect(deriveSessionStatus({ auth: 'pending', token: 'pending', record: 'pending' })).toBe(
      'loading',
    );
  });

  it('is signed out when Firebase has nobody, whatever else is stale', () => {
    expect(deriveSessionStatus({ auth: 'signedOut', token: 'pending', record: 'pending' })).toBe(
      'signedOut',
    );
    expect(deriveSessionStatus({ auth: 'signedOut', token: 'ready', record: 'loaded' })).toBe(
      'signedOut',
    );
  });

  it('is loading while the token or the record is pending', () => {
    expect(deriveSessionStatus(signedIn('pending', 'pending'))).toBe('loading');
    expect(deriveSessionStatus(signedIn('pending', 'loaded'))).toBe('loading');
    expect(deriveSessionStatus(signedIn('ready', 'pending'))).toBe('loading');
  });

  it('is signed in with a token and a record', () => {
    expect(deriveSessionStatus(signedIn('ready', 'loaded'))).toBe('signedIn');
  });

  it('needs a profile with a token and no record', () => {
    expect(deriveSessionStatus(signedIn('ready', 'missing'))).toBe('needsProfile');
  });

  it('does not guess when the token or the record failed', () => {
    expect(deriveSessionStatus(signedIn('failed', 'pending'))).toBe('loading');
    expect(deriveSessionStatus(signedIn('ready', 'failed'))).toBe('loading');
  });
});

describe('sessionFlags', () => {
  it('is logged in only when signed in', () => {
    expect(sessionFlags('signedIn', null)).toEqual({ isLoggedIn: true, isLoading: false });
    expect(sessionFlags('needsProfile', null)).toEqual({ isLoggedIn: false, isLoading: false });
    expect(sessionFlags('signedOut', null)).toEqual({ isLoggedIn: false, isLoading: false });
  });

  it('stops loading once an error is known', () => {
    expect(sessionFlags('loading', null).isLoading).toBe(true);
    expect(sessionFlags('loading', new Error('offline')).isLoading).toBe(false);
  });
});
