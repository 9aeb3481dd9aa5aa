import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIsMobile, useMediaQuery } from './use-media-query';

type Listener = () => void;

/** A controllable matchMedia: jsdom has none. */
function installMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<Listener>();
  const queries: string[] = [];
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      queries.push(query);
      return {
        get matches() {
          return matches;
        },
        media: query,
        addEventListener: (_: 'change', l: Listener) => listeners.add(l),
        removeEventListener: (_: 'change', l: Listener) => listeners.delete(l),
      };
    }),
  );
  return {
    queries,
    listeners,
    set(next: boolean) {
      matches = next;
      for (const l of listeners) l();
    },
  };
}

function Probe({ query }: { query?: string }) {
  const mobile = useIsMobile();
  const custom = useMediaQuery(query ?? '(min-width: 1024px)');
  return <p>{`${mobile ? 'mobile' : 'desktop'} ${custom ? 'yes' : 'no'}`}</p>;
}

describe('useMediaQuery / useIsMobile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports false where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect(screen.getByText('desktop no')).toBeDefined();
  });

  it('follows the media query as it changes, using the 600 px breakpoint', () => {
    const media = installMatchMedia(true);
    const { unmount } = render(<Probe />);
    expect(media.queries).toContain('(max-width: 600px)');
    expect(screen.getByText('mobile yes')).toBeDefined();
    act(() => media.set(false));
    expect(screen.getByText('desktop no')).toBeDefined();
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
