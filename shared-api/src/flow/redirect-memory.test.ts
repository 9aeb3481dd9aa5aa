// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FLOW_KEYS } from './flow-keys';
import { flowState } from './flow-state';
import { redirectMemory } from './redirect-memory';

afterEach(() => redirectMemory.clear());

describe('redirectMemory', () => {
  it('saves, reads and consumes path and query', () => {
    redirectMemory.save({
      path: '/app/create',
      query: '?x=1',
      message: '🎉 Sign up/login to create an event',
      requiresFullLogin: true,
    });
    expect(redirectMemory.read()).toEqual({
      path: '/app/create',
      query: 'x=1',
      message: '🎉 Sign up/login to create an event',
      requiresFullLogin: true,
    });
    expect(redirectMemory.consume()).toBe('/app/create?x=1');
    expect(redirectMemory.read()).toBeNull();
    expect(flowState.get(FLOW_KEYS.redirectMessage)).toBeNull();
  });

  it('consumes to / when nothing was saved', () => {
    expect(redirectMemory.consume()).toBe('/');
  });

  it('leaves out an empty query and defaults the flags', () => {
    redirectMemory.save({ path: '/app/pass' });
    expect(redirectMemory.read()).toEqual({
      path: '/app/pass',
      query: '',
      message: null,
      requiresFullLogin: false,
    });
    expect(redirectMemory.consume()).toBe('/app/pass');
  });

  it('a new save replaces every part of the old one', () => {
    redirectMemory.save({ path: '/app/chat', query: 'a=1', message: 'chat' });
    redirectMemory.save({ path: '/app/pass' });
    expect(redirectMemory.consume()).toBe('/app/pass');
  });

  it('refuses paths that would leave the site', () => {
    redirectMemory.save({ path: '//evil.example/x' });
    expect(redirectMemory.read()).toBeNull();
    flowState.set(FLOW_KEYS.redirectPath, '/\\evil.example');
    expect(redirectMemory.consume()).toBe('/');
    flowState.set(FLOW_KEYS.redirectPath, 'https://evil.example');
    expect(redirectMemory.consume()).toBe('/');
  });
});
