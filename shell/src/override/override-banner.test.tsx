import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverrideBanner } from './override-banner';
import type { SharedExportsCheck } from './shared-exports-check';

const active = {
  package: 'mf-events',
  base: 'http://localhost:3012/',
  expiresAt: Date.parse('2026-11-28T14:00:00Z'),
  federationName: 'events',
  releaseVersion: '1.0.0-aaaaaaaa',
};
const checked = (result: SharedExportsCheck) => () => Promise.resolve(result);

afterEach(cleanup);

describe('OverrideBanner', () => {
  it('names the remote, where it comes from and the release it replaces, with Reset', async () => {
    const onReset = vi.fn();
    render(
      <OverrideBanner active={active} onReset={onReset} checkShared={checked({ status: 'ok' })} />,
    );
    const banner = screen.getByRole('complementary', { name: 'Remote override' });
    expect(banner.textContent).toContain(
      'mf-events comes from http://localhost:3012, not release 1.0.0-aaaaaaaa',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
    // No warning when the shell provides what it imports.
    await Promise.resolve();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when the override imports shared exports the live shell lacks', async () => {
    const problem =
      'imports shared-api export useNewThing (built against shared-api 28.1.0) but the shell provides shared-api 28.0.0 without it';
    render(
      <OverrideBanner
        active={active}
        onReset={() => {}}
        checkShared={checked({ status: 'problems', problems: [problem] })}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`mf-events ${problem}`);
  });
});
