import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { getTextBlasts, getUserContext, sendTextBlast, setCohostPrivilege } from './host-team-api';

afterEach(() => configureApi());

describe('host team calls', () => {
  it('posts a text blast and answers the blast itself', async () => {
    const blast = { id: 'b1', message: 'Hi' };
    const fetch = createFakeFetch(okReply({ blast }));
    configureApi({ fetch });
    await expect(
      sendTextBlast({ eventId: 'e1', message: 'Hi', statuses: ['going'] }, 'tok'),
    ).resolves.toEqual(blast);
    expect(fetch.calls[0]?.method).toBe('POST');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/text-blast');
    expect(fetch.calls[0]?.body).toEqual({ eventId: 'e1', message: 'Hi', statuses: ['going'] });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('reads the blast history of one event', async () => {
    const fetch = createFakeFetch(okReply({ blasts: [], audience: {}, remainingThisHour: 3 }));
    configureApi({ fetch });
    await getTextBlasts('e1', 'tok');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/text-blasts?eventId=e1');
  });

  it('posts user-context and privilege changes with their ids', async () => {
    const invitation = { eventId: 'e1', userId: 'u2', status: 'accepted', privilege: 'door' };
    const fetch = createFakeFetch(okReply({ checkedIn: false }), okReply({ invitation }));
    configureApi({ fetch });
    await getUserContext({ eventId: 'e1', userId: 'u2' }, 'tok');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/user-context');
    expect(fetch.calls[0]?.body).toEqual({ eventId: 'e1', userId: 'u2' });
    await expect(
      setCohostPrivilege({ eventId: 'e1', userId: 'u2', privilege: 'door' }, 'tok'),
    ).resolves.toEqual(invitation);
    expect(fetch.calls[1]?.url).toBe('/v2/events/invitations/');
    expect(fetch.calls[1]?.body).toEqual({ eventId: 'e1', userId: 'u2', privilege: 'door' });
  });
});
