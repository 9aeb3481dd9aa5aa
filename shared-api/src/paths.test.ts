import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the SPEC paths', () => {
    expect(paths.feed()).toBe('/app');
    expect(paths.event('e1')).toBe('/app/event/e1');
    expect(paths.user('u1')).toBe('/app/user/u1');
    expect(paths.pass('p1')).toBe('/app/pass/p1');
    expect(paths.create()).toBe('/app/create');
    expect(paths.host('e1')).toBe('/app/host/e1');
    expect(paths.auth()).toBe('/auth');
    expect(paths.chat('c1')).toBe('/app/chat/c1');
    expect(paths.eventChat('e1')).toBe('/app/chat/event/e1');
    expect(paths.dispute('d1')).toBe('/app/dispute/d1');
    expect(paths.signout()).toBe('/signout');
    expect(paths.org('o1')).toBe('/app/org/o1');
    expect(paths.paymentReturn('e1')).toBe('/app/event/e1/payment-return');
  });

  it('encodes ids so they stay one path segment', () => {
    expect(paths.event('a/b c?d#e')).toBe('/app/event/a%2Fb%20c%3Fd%23e');
    expect(paths.paymentReturn('x/y')).toBe('/app/event/x%2Fy/payment-return');
  });

  it('builds auth steps and create with a type', () => {
    expect(paths.auth('phone')).toBe('/auth/phone');
    expect(paths.auth('confirmInstagram')).toBe('/auth/confirmInstagram');
    expect(paths.create({ type: 'simpleRsvp' })).toBe('/app/create?type=simpleRsvp');
  });
});
