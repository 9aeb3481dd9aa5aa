/**
 * Calls `prefetch(href)` when a person shows they may follow a link: the pointer comes over it,
 * it gets keyboard focus, or a finger touches it (about 100 ms before the click). One listener per
 * kind on the document, so links rendered by any remote count too.
 *
 * Not on visibility: the nav bars show a link into every remote on every page, so prefetching what
 * is visible would download every remote's entry with the first page.
 */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export function prefetchOnIntent(root: Document, prefetch: (href: string) => void): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement) prefetch(link.href);
  };
  for (const type of INTENT_EVENTS) {
    root.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  return () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, onIntent, { capture: true });
  };
}
