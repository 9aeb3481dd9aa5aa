import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import ProfilePage from '../../src/pages/profile-page';
import { fakeApi, renderPage } from 'platform/testing';
import { me, other } from './fixtures';

afterEach(() => configureApi());

const at = (url: string) => ({ path: '/app/user/:userId?/:modal?', at: url, user: me });

describe('ProfilePage', () => {
  it("shows one's own profile from the session, with no call", () => {
    const calls = fakeApi({});
    renderPage(<ProfilePage />, at('/app/user'));
    expect(screen.getByRole('heading', { level: 1, name: 'Gus' })).toBeTruthy();
    expect(screen.getByText('@gus')).toBeTruthy();
    expect(screen.getByText('This is how others see your profile.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("loads another user's public profile header by id", async () => {
    const calls = fakeApi({ 'GET /users/': { data: { user: other } } });
    renderPage(<ProfilePage />, at('/app/user/u1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hana Host' })).toBeTruthy();
    expect(screen.getByText('Rooftop parties in Brooklyn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Instagram: @hana.parties' })).toBeTruthy();
    expect(screen.queryByText('This is how others see your profile.')).toBeNull();
    expect(calls[0]?.url).toBe('/v2/users/?userId=u1');
  });

  it('says plainly when the profile does not exist', async () => {
    fakeApi({});
    renderPage(<ProfilePage />, at('/app/user/nope'));
    expect(await screen.findByRole('heading', { name: "This profile doesn't exist" })).toBeTruthy();
  });
});
