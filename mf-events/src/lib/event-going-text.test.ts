import type { Event, PublicUser } from 'contract';
import { describe, expect, it } from 'vitest';
import { eventGoingText } from './event-going-text';

const person = (displayName: string) =>
  ({ id: displayName, displayName, name: displayName }) as PublicUser;
const event = (fields: Partial<Event>) => fields as Event;

describe('eventGoingText', () => {
  it('says nothing before the computed fields arrive', () => {
    expect(eventGoingText(event({}))).toBeNull();
  });

  it('follows SPEC section 9 with first names', () => {
    expect(eventGoingText(event({ attendees: [], numGoing: 0 }))).toBe('No one is going yet!');
    expect(
      eventGoingText(
        event({
          attendees: [person('Ada Lovelace'), person('Bob Stone'), person('Cy')],
          numGoing: 3,
        }),
      ),
    ).toBe('Ada, Bob and another are going');
    expect(
      eventGoingText(event({ attendees: [person('Ada Lovelace'), person('Bob')], numGoing: 12 })),
    ).toBe('Ada, Bob and 10 others are going');
  });
});
