import { useEffect } from 'react';

/** While `on`, the browser asks before the tab closes or reloads (unsaved changes). */
export function useUnsavedWarning(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [on]);
}
