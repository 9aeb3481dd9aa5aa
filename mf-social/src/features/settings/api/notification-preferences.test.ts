import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import { createFakeFetch, okReply } from 'shared-api/testing';
import { getNotificationPreferences, setNotificationPreferences } from './notification-preferences';

afterEach(() => configureApi());

const preferences = { friends: true, events: false, messages: true };

describe('notification preferences api', () => {
  it('reads the topics with the token', async () => {
    const fetch = createFakeFetch(okReply({ preferences }));
    configureApi({ fetch });
    await expect(getNotificationPreferences('tok')).resolves.toEqual(preferences);
    expect(fetch.calls[0]).toMatchObject({
      method: 'GET',
      url: '/v2/users/notifications/preferences',
    });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('patches only the topics changed and answers all of them', async () => {
    const fetch = createFakeFetch(okReply({ preferences }));
    configureApi({ fetch });
    await expect(setNotificationPreferences('tok', { events: false })).resolves.toEqual(
      preferences,
    );
    expect(fetch.calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/v2/users/notifications/preferences',
      body: { events: false },
    });
  });
});
