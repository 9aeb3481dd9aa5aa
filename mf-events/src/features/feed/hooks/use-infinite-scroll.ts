import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onReach` when the element given the returned ref scrolls near the viewport (the next
 * page's trigger). A callback ref: the element may mount after the page (FeedList shows it once
 * its cards have rendered), and observing starts when it does.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
  const [element, setElement] = useState<T | null>(null);
  const callback = useRef(onReach);
  callback.current = onReach;
  useEffect(() => {
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return setElement;
}
