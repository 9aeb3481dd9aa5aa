import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '../tokens/breakpoints';

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether a CSS media query matches, kept up to date as the window resizes. Prefer the CSS
 * helpers (`ui-hide-mobile`) for showing and hiding; use this when the component tree itself
 * differs (bottom bar versus top bar). Where matchMedia is missing (server, old test DOMs) it
 * reports false.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (canMatch() ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** SPEC §2: true at a viewport width of 600 px or less. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
