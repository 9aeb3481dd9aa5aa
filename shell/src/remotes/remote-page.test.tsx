// @vitest-environment jsdom
/**
 * A remote's page that throws, or a remote that does not load, is reported through shared-api's
 * reporter naming the remote's package and released version (from the release manifest), with the
 * route pattern. Only the Module Federation runtime is replaced: it would fetch the remote.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClientErrorReporter, setClientErrorReporter, type ReleaseRef } from 'shared-api';
import type { ClientErrorReport } from 'contract';
import { registerReleaseRemotes } from './remote-registry';
import { RemotePage } from './remote-page';
import { manifestOf, releaseOf } from '../test-support/release-fixture';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: runtime.registerRemotes,
  loadRemote: runtime.loadRemote,
}));

const manifest = manifestOf(
  releaseOf(
    'mf-social',
    'social',
    [{ path: '/app/user/:userId', page: './ProfilePage' }],
    '1.4.0-5e6f7a8b',
  ),
);

let sent: ClientErrorReport[];
let loaded: ReleaseRef[];
beforeEach(() => {
  sent = [];
  loaded = [];
  setClientErrorReporter(
    createClientErrorReporter({
      send: async (report) => sent.push(report),
      appVersion: 'shell@0.1.0',
      route: () => '/app/user/:userId',
    }),
  );
  registerReleaseRemotes(manifest, { onLoaded: (release) => loaded.push(release) });
  // React logs caught render errors; they are this test's subject, not noise to show.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  setClientErrorReporter(null);
  vi.restoreAllMocks();
});

function ThrowingProfile(): never {
  throw new TypeError('Cannot read properties of undefined (reading "name")');
}

describe('RemotePage error reports', () => {
  it('report a page that throws with the remote name and released version', async () => {
    runtime.loadRemote.mockResolvedValue({ default: ThrowingProfile });
    render(<RemotePage federationName="social" page="./ProfilePage" />);
    expect(await screen.findByText("This part of the app didn't load")).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('social/ProfilePage');
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'error_boundary',
        message: 'Cannot read properties of undefined (reading "name")',
        remote: { name: 'mf-social', version: '1.4.0-5e6f7a8b' },
        route: '/app/user/:userId',
        appVersion: 'shell@0.1.0',
      }),
    ]);
    // The remote did load: its load counts toward its error rate.
    expect(loaded).toEqual([{ name: 'mf-social', version: '1.4.0-5e6f7a8b' }]);
  });

  it('report a remote that did not load as a remote_load of that release, not counted as loaded', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('Failed to fetch'));
    // Another page: the shell keeps each page's load, and this one must not have loaded yet.
    render(<RemotePage federationName="social" page="./FriendsPage" />);
    expect(await screen.findByText("This part of the app didn't load")).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        kind: 'remote_load',
        remote: { name: 'mf-social', version: '1.4.0-5e6f7a8b' },
      }),
    ]);
    expect(loaded).toEqual([]);
  });
});

describe('RemotePage loading', () => {
  function Friends() {
    return <h1>Friends page</h1>;
  }

  it('shows the loader while the module loads, then the page as soon as it is in', async () => {
    let resolve!: (module: { default: ComponentType }) => void;
    runtime.loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = render(<RemotePage federationName="social" page="./LoadingPage" />);
    expect(container.querySelector('.ui-full-page-loader')).not.toBeNull();
    expect(screen.queryByText('Friends page')).toBeNull();
    await act(async () => resolve({ default: Friends }));
    expect(screen.getByText('Friends page')).toBeTruthy();
    expect(container.querySelector('.ui-full-page-loader')).toBeNull();
  });

  it('renders a page loaded before in its first commit, without asking again', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Friends });
    const first = render(<RemotePage federationName="social" page="./RevisitedPage" />);
    expect(await screen.findByText('Friends page')).toBeTruthy();
    first.unmount();
    runtime.loadRemote.mockClear();
    render(<RemotePage federationName="social" page="./RevisitedPage" />);
    expect(screen.getByText('Friends page')).toBeTruthy();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('asks again on Retry after a failed load, registering the remote afresh first', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ default: Friends });
    render(<RemotePage federationName="social" page="./RetriedPage" />);
    expect(await screen.findByText("This part of the app didn't load")).toBeTruthy();
    runtime.registerRemotes.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Friends page')).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });
});
