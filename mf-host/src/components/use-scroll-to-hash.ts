import { useEffect } from 'react';
import { useLocation } from 'shared-ui/router';

/**
 * Brings the section the URL's fragment names into view once the page has rendered it (`ready`),
 * and moves the keyboard focus there: a client-side navigation does not scroll to a fragment by
 * itself, and the section only exists once the page's data has loaded.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [ready, hash]);
}
