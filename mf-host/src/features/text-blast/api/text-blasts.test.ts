import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { getTextBlasts, sendTextBlast } from './text-blasts';

afterEach(() => configureApi());

describe('text blast calls', () => {
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
});
