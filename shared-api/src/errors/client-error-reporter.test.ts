import { describe, expect, it } from 'vitest';
import type { ClientErrorReport } from 'contract';
import { createClientErrorReporter, remoteFromStack } from './client-error-reporter';

function reporter(limit?: number, route = '/app/event/42?ref=ada@example.com#top') {
  const sent: ClientErrorReport[] = [];
  const r = createClientErrorReporter({
    send: async (report) => sent.push(report),
    appVersion: 'shell@0.1.0',
    route: () => route,
    limit,
  });
  return { r, sent };
}

const STACK =
  'TypeError: boom\n    at Card (http://localhost:3000/releases/mf-events/1.0.0-3fa2c1d9/742.js:1:99)';

describe('createClientErrorReporter', () => {
  it('sends the kind, message, path only, shell build, and the remote read from the stack', () => {
    const { r, sent } = reporter();
    const error = new TypeError('boom');
    error.stack = STACK;
    r.report({ kind: 'uncaught', error });
    expect(sent).toEqual([
      {
        kind: 'uncaught',
        message: 'boom',
        stack: STACK,
        remote: { name: 'mf-events', version: '1.0.0-3fa2c1d9' },
        route: '/app/event/42',
        appVersion: 'shell@0.1.0',
      },
    ]);
  });

  it('sends each error once, and no more than its limit per page', () => {
    const { r, sent } = reporter(3);
    for (let i = 0; i < 5; i++) r.report({ kind: 'uncaught', error: new Error('same') });
    expect(sent).toHaveLength(1);
    for (let i = 0; i < 5; i++) r.report({ kind: 'error_boundary', error: new Error(`e${i}`) });
    expect(sent).toHaveLength(3);
  });

  it('prefers the remote it is told, and cuts long messages to the contract limit', () => {
    const { r, sent } = reporter();
    r.report({
      kind: 'remote_load',
      error: new Error('x'.repeat(2000)),
      remote: { name: 'mf-host', version: '2.0.0-bb' },
    });
    expect(sent[0]?.remote).toEqual({ name: 'mf-host', version: '2.0.0-bb' });
    expect(sent[0]?.message).toHaveLength(500);
  });

  it('never throws when sending fails', () => {
    const r = createClientErrorReporter({
      send: () => Promise.reject(new Error('offline')),
      appVersion: 'shell@0.1.0',
      route: () => '/',
    });
    expect(() => r.report({ kind: 'uncaught', error: 'a string' })).not.toThrow();
  });
});

describe('remoteFromStack', () => {
  it('is null for the shell and for no stack', () => {
    expect(remoteFromStack('at x (http://localhost:3000/main.4b94ec97.js:1:1)')).toBeNull();
    expect(remoteFromStack(null)).toBeNull();
  });
});
