import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { RemoteErrorBoundary } from './remote-error-boundary';

let failing = true;

function Page() {
  if (failing) throw new Error('Loading script failed: remote mf-events');
  return <p>Event page</p>;
}

describe('RemoteErrorBoundary', () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    failing = true;
    // React logs every caught error; the failures here are on purpose.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    failing = false;
    render(
      <RemoteErrorBoundary>
        <Page />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByText('Event page')).toBeDefined();
  });

  it('shows an error panel with Retry, in words a person understands', () => {
    render(
      <RemoteErrorBoundary>
        <Page />
      </RemoteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("This page didn't load");
    expect(alert.textContent).not.toContain('Loading script failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });

  it('says so when the device is offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <RemoteErrorBoundary>
        <Page />
      </RemoteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain("You're offline");
    onLine.mockRestore();
  });

  it('calls onRetry before rendering the children again', () => {
    const order: string[] = [];
    const onRetry = vi.fn(() => {
      order.push('onRetry');
      failing = false;
    });
    function Probe() {
      order.push('render');
      return <Page />;
    }
    render(
      <RemoteErrorBoundary onRetry={onRetry}>
        <Probe />
      </RemoteErrorBoundary>,
    );
    order.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(order[0]).toBe('onRetry');
    expect(screen.getByText('Event page')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error again if the retry fails too', () => {
    render(
      <RemoteErrorBoundary>
        <Page />
      </RemoteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert')).toBeDefined();
  });

  it('clears the error when resetKeys change', () => {
    function Harness() {
      const [path, setPath] = useState('/app/event/1');
      return (
        <>
          <button onClick={() => setPath('/app/event/2')}>Next</button>
          <RemoteErrorBoundary resetKeys={[path]}>
            <Page />
          </RemoteErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('alert')).toBeDefined();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Event page')).toBeDefined();
  });

  it('keeps the error while resetKeys stay the same', () => {
    function Harness() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button onClick={() => setCount(count + 1)}>Rerender {count}</button>
          <RemoteErrorBoundary resetKeys={['/app/event/1']}>
            <Page />
          </RemoteErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /Rerender/ }));
    expect(screen.getByRole('alert')).toBeDefined();
  });

  it('renders a custom fallback with the error and a retry', () => {
    const onRetry = vi.fn();
    render(
      <RemoteErrorBoundary
        onRetry={onRetry}
        fallback={(error, retry) => <button onClick={retry}>Custom: {error.message}</button>}
      >
        <Page />
      </RemoteErrorBoundary>,
    );
    const button = screen.getByRole('button', { name: /Custom: Loading script failed/ });
    failing = false;
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Event page')).toBeDefined();
  });

  it('reports the error, turning thrown non-errors into Errors', () => {
    const onError = vi.fn();
    function ThrowsString(): never {
      // Libraries do throw strings; the boundary must still hand an Error to its callbacks.
      throw 'chunk timeout';
    }
    render(
      <RemoteErrorBoundary onError={onError}>
        <ThrowsString />
      </RemoteErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    const [error, info] = onError.mock.calls[0] as [Error, { componentStack?: string }];
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('chunk timeout');
    expect(typeof info.componentStack).toBe('string');
  });
});
