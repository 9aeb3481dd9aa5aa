// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession, useEventOrganizers } from 'shared-api';
import { createFakeFetch, okReply, sampleUser } from 'shared-api/testing';
import { providersWith } from 'platform/testing';
import { setCohostPrivilege, useSetCohostPrivilege } from './cohost-privilege';

afterEach(() => configureApi());

const invitation = { eventId: 'e1', userId: 'u2', status: 'accepted', privilege: 'door' };

describe('co-host levels', () => {
  it('posts the privilege with the ids and answers the invitation', async () => {
    const fetch = createFakeFetch(okReply({ invitation }));
    configureApi({ fetch });
    await expect(
      setCohostPrivilege({ eventId: 'e1', userId: 'u2', privilege: 'door' }, 'tok'),
    ).resolves.toEqual(invitation);
    expect(fetch.calls[0]?.method).toBe('POST');
    expect(fetch.calls[0]?.url).toBe('/v2/events/invitations/');
    expect(fetch.calls[0]?.body).toEqual({ eventId: 'e1', userId: 'u2', privilege: 'door' });
  });

  it("refreshes the event's organizers, the list shared-api's useEventOrganizers reads", async () => {
    const organizers = okReply({ organizers: [] });
    const fetch = createFakeFetch(organizers, okReply({ invitation }), organizers);
    configureApi({ fetch });
    const wrapper = providersWith(createStaticSession({ token: 'tok', user: sampleUser() }));
    const { result } = renderHook(
      () => ({ organizers: useEventOrganizers('e1'), set: useSetCohostPrivilege('e1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.organizers.isFetched).toBe(true));
    await act(() => result.current.set.mutateAsync({ userId: 'u2', privilege: 'door' }));
    await waitFor(() =>
      expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'GET /v2/events/organizers?eventId=e1',
        'POST /v2/events/invitations/',
        'GET /v2/events/organizers?eventId=e1',
      ]),
    );
  });
});
