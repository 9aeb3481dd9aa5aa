import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContextProvider, useShellContext } from './shell-context';

function Version() {
  const shell = useShellContext();
  return <p>{shell ? `shell ${shell.shellVersion}` : 'standalone'}</p>;
}

describe('ShellContext', () => {
  it('gives the shell version to anything below the provider', () => {
    render(
      <ShellContextProvider value={{ shellVersion: '4.0.78' }}>
        <Version />
      </ShellContextProvider>,
    );
    expect(screen.getByText('shell 4.0.78')).toBeDefined();
  });

  it('gives null without a provider', () => {
    render(<Version />);
    expect(screen.getByText('standalone')).toBeDefined();
  });
});
