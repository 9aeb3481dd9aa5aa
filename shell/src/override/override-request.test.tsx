import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { localAppConfig, type AppConfig } from 'platform';
import { manifestOf, releaseOf } from '../test-support/release-fixture';
import { withRemoteOverride } from './active-override';
import { OVERRIDE_STORAGE_KEY } from './override-store';
import { OverrideRequest } from './override-request';

const release = manifestOf(
  releaseOf('mf-events', 'events', [{ path: '/app', page: './FeedPage' }], '1.0.0-aaaaaaaa'),
);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

async function renderAt(url: string, config: AppConfig = localAppConfig()) {
  await withRemoteOverride(config, release, localStorage);
  const reload = vi.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <OverrideRequest reload={reload} />
      <Where />
    </MemoryRouter>,
  );
  return { reload };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('OverrideRequest', () => {
  it('asks, naming the remote and the origin; confirmed, it stores the override and reloads', async () => {
    const { reload } = await renderAt('/app?q=1&override=mf-events@http://localhost:3012');
    const dialog = screen.getByRole('dialog', {
      name: 'Load mf-events from http://localhost:3012?',
    });
    expect(dialog.textContent).toContain('instead of its release 1.0.0-aaaaaaaa');
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load mf-events' }));
    expect(JSON.parse(localStorage.getItem(OVERRIDE_STORAGE_KEY)!)).toMatchObject({
      package: 'mf-events',
      base: 'http://localhost:3012/',
    });
    expect(reload).toHaveBeenCalledWith('/app?q=1');
  });

  it('cancelled, it stores nothing and drops the parameter', async () => {
    const { reload } = await renderAt('/app?override=mf-events@http://localhost:3012');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/app');
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('refuses, without a way to confirm, under a configuration with no allowed origins', async () => {
    const production = { ...localAppConfig(), remoteOverrides: undefined };
    await renderAt('/app?override=mf-events@http://localhost:3012', production);
    screen.getByRole('dialog', { name: 'This override is not allowed' });
    expect(screen.getByRole('alert').textContent).toMatch(/takes no remote override/);
    expect(screen.queryByRole('button', { name: 'Load mf-events' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('where').textContent).toBe('/app');
    expect(localStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });

  it('refuses an origin the configuration does not list, and a malformed request', async () => {
    await renderAt('/app?override=mf-events@https://evil.example');
    expect(screen.getByRole('alert').textContent).toMatch(
      /https:\/\/evil\.example is not an origin/,
    );
    cleanup();
    await renderAt('/app?override=http://localhost:3012');
    expect(screen.getByRole('alert').textContent).toMatch(/is not <remote>@<address>/);
  });

  it('shows nothing without the parameter', async () => {
    await renderAt('/app');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
