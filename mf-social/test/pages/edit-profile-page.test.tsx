import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from 'shared-api';
import EditProfilePage from '../../src/pages/edit-profile-page';
import { fakeApi, renderPage } from 'platform/testing';
import { me } from './fixtures';

afterEach(() => configureApi());

const at = { path: '/app/user/edit', at: '/app/user/edit', user: me };
const location = () => screen.getByTestId('location').textContent;
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('EditProfilePage', () => {
  it('starts from the current profile and sends only what changed, then returns to the profile', async () => {
    const calls = fakeApi({
      'PATCH /users/': (call) => ({ data: { user: { ...me, ...(call.body as object) } } }),
    });
    renderPage(<EditProfilePage />, at);
    expect(field('Name').value).toBe('Gus');
    expect(field('Username').value).toBe('gus');
    type('Bio', '  Dancing till dawn ');
    type('Instagram', '@gus.dances');
    // The field shows a fixed "@": the typed one is dropped, so only one shows.
    expect(field('Instagram').value).toBe('gus.dances');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/app/user'));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ bio: 'Dancing till dawn', instagram: 'gus.dances' });
    expect(await screen.findByText('Profile saved')).toBeTruthy();
  });

  it('refuses what the API would refuse, without calling it', async () => {
    const calls = fakeApi({});
    renderPage(<EditProfilePage />, at);
    type('Name', '   ');
    type('Birthday', '2030-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your name.')).toBeTruthy();
    expect(screen.getByText("Your birthday can't be in the future.")).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('checks a new username live and says when it is taken', async () => {
    const calls = fakeApi({
      'GET /users/username/exists': (call) => ({
        data: { exists: call.url.includes('username=hana') },
      }),
    });
    renderPage(<EditProfilePage />, at);
    type('Username', 'Gus_Free');
    expect(await screen.findByText('✓ @gus_free is available')).toBeTruthy();
    type('Username', 'hana');
    expect(await screen.findByText('That username is taken.')).toBeTruthy();
    const asked = calls.filter((c) => c.url.startsWith('/v2/users/username/exists'));
    expect(asked.map((c) => new URL(c.url, 'http://x').searchParams.get('username'))).toEqual([
      'gus_free',
      'hana',
    ]);
  });

  it("says nothing about availability for the person's own username, however it is typed", async () => {
    const calls = fakeApi({ 'GET /users/username/exists': { data: { exists: false } } });
    renderPage(<EditProfilePage />, at);
    type('Username', 'gus_free');
    expect(await screen.findByText('✓ @gus_free is available')).toBeTruthy();
    type('Username', '@GUS ');
    expect(field('Username').value).toBe('GUS ');
    await waitFor(() => expect(screen.queryByText(/is available/)).toBeNull());
    // Past the debounce, still no line and no question about "gus".
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText(/is available/)).toBeNull();
    const asked = calls.filter((c) => c.url.startsWith('/v2/users/username/exists'));
    expect(asked.map((c) => new URL(c.url, 'http://x').searchParams.get('username'))).toEqual([
      'gus_free',
    ]);
  });

  it("shows the API's message on the field it names", async () => {
    // fakeApi's replies carry no details, so this fetch answers with details.field itself.
    configureApi({
      fetch: async (input, init) => {
        const url = String(input);
        if (url.includes('username/exists')) {
          return new Response(JSON.stringify({ data: { exists: false } }));
        }
        expect(init.method).toBe('PATCH');
        return new Response(
          JSON.stringify({
            error: {
              code: 'conflict',
              message: 'The username taken_now is already taken',
              details: { field: 'username' },
            },
          }),
          { status: 409 },
        );
      },
    });
    renderPage(<EditProfilePage />, at);
    type('Username', 'taken_now');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The username taken_now is already taken')).toBeTruthy();
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(location()).toBe('/app/user/edit');
  });
});

describe('EditProfilePage Instagram', () => {
  it('warns when another profile already shows the handle, and stops warning for a free one', async () => {
    const calls = fakeApi({
      'GET /users/instagram': (call) => ({ data: { taken: call.url.includes('instagram=hana') } }),
    });
    renderPage(<EditProfilePage />, at);
    type('Instagram', '@hana.parties');
    expect(
      await screen.findByText("Another profile already shows @hana.parties. Make sure it's yours."),
    ).toBeTruthy();
    type('Instagram', 'gus.own');
    const asked = () => calls.filter((c) => c.url.startsWith('/v2/users/instagram'));
    await waitFor(() => expect(asked().at(-1)?.url).toBe('/v2/users/instagram?instagram=gus.own'));
    expect(await screen.findByText('Shown on your profile as a link.')).toBeTruthy();
    expect(asked().at(-1)?.headers.Authorization).toBe('Bearer tok');
  });
});
