import { describe, expect, it } from 'vitest';
import { eventLinkProblem, LINK_MESSAGES } from './event-link';

describe('eventLinkProblem', () => {
  it('accepts http and https links to a named host', () => {
    expect(eventLinkProblem('https://tickets.example.org/e/rooftop-jazz')).toBeNull();
    expect(eventLinkProblem('  http://example.com/event?id=4  ')).toBeNull();
  });

  it('says in plain words what is wrong with anything else', () => {
    expect(eventLinkProblem('   ')).toBe(LINK_MESSAGES.empty);
    expect(eventLinkProblem('rooftop jazz on friday')).toBe(LINK_MESSAGES.notWeb);
    expect(eventLinkProblem('ftp://example.org/event')).toBe(LINK_MESSAGES.notWeb);
    expect(eventLinkProblem('http://localhost/event')).toBe(LINK_MESSAGES.notWeb);
    expect(eventLinkProblem('https://me:secret@example.org/e')).toBe(LINK_MESSAGES.credentials);
    expect(eventLinkProblem(`https://example.org/${'a'.repeat(2000)}`)).toBe(LINK_MESSAGES.tooLong);
  });
});
