import { describe, expect, it } from 'vitest';
import { checkRemoteList } from './remote-list';

describe('the list of remotes', () => {
  it('accepts well-formed, distinct entries', () => {
    expect(
      checkRemoteList([
        { package: 'mf-events', federationName: 'events', devPort: 3012 },
        { package: 'mf-ticket-desk', federationName: 'ticketDesk', devPort: 3015 },
        { package: 'mf-next', federationName: 'next', devPort: 3016, island: true },
      ]),
    ).toEqual([]);
  });

  it('refuses bad names and anything used twice', () => {
    expect(
      checkRemoteList([
        { package: 'mf-events', federationName: 'events', devPort: 3012 },
        { package: 'tickets', federationName: 'events', devPort: 3012 },
        { package: 'mf-x', federationName: 'x-y', devPort: 3013 },
      ]),
    ).toEqual([
      '"tickets" is not a remote folder name (mf-<lowercase words>)',
      'tickets: federationName events is used twice',
      'tickets: devPort 3012 is used twice',
      'mf-x: federation name "x-y" is not an identifier',
    ]);
  });

  it('refuses an island flag that is not a boolean', () => {
    expect(
      checkRemoteList([
        { package: 'mf-next', federationName: 'next', devPort: 3016, island: 'yes' as never },
      ]),
    ).toEqual(['mf-next: island is not true or false']);
  });
});
