import { describe, expect, it } from 'vitest';
import type { ClientErrorReport } from 'contract';
import {
  createClientErrorReporter,
  remoteFromStack,
  type RemoteOverrideRef,
} from './client-error-reporter';

function reporter(
  limit?: number,
  route = '/app/event/42?ref=ada@example.com#top',
  override: RemoteOverrideRef | null = null,
) {
  const sent: ClientErrorReport[] = [];
  const r = createClientErrorReporter({
    send: async (report) => sent.push(report),
    appVersion: 'shell@0.1.0',
    route: () => route,
    limit,
    override: () => override,
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

  it('tags the reports of the remote overridden in this browser, told or read from the stack', () => {
    const override = {
      name: 'mf-events',
      version: '1.0.0-3fa2c1d9',
      base: 'http://localhost:3012/',
    };
    const { r, sent } = reporter(undefined, '/app', override);
    r.report({ kind: 'error_boundary', error: new Error('a'), remote: { ...override } });
    const fromDevServer = new Error('b');
    fromDevServer.stack =
      'Error: b\n    at FeedPage (http://localhost:3012/1696.5da5ae83.js:507:1)';
    r.report({ kind: 'uncaught', error: fromDevServer });
    r.report({
      kind: 'remote_load',
      error: new Error('c'),
      remote: { name: 'mf-host', version: '2' },
    });
    r.report({ kind: 'uncaught', error: new Error('d') });
    expect(sent.map((report) => report.remote)).toEqual([
      { name: 'mf-events', version: '1.0.0-3fa2c1d9', overridden: true },
      { name: 'mf-events', version: '1.0.0-3fa2c1d9', overridden: true },
      { name: 'mf-host', version: '2' },
      null,
    ]);
    // Control: without the override, the release's error is the release's, untagged.
    const plain = reporter(undefined, '/app');
    plain.r.report({ kind: 'error_boundary', error: new Error('a'), remote: { ...override } });
    plain.r.report({ kind: 'uncaught', error: fromDevServer });
    expect(plain.sent.map((report) => report.remote)).toEqual([
      { name: 'mf-events', version: '1.0.0-3fa2c1d9' },
      null,
    ]);
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
