import { lazy, Suspense } from 'react';
import { useLocation } from 'shared-ui/router';
import { activeOverride } from './active-override';
import { OVERRIDE_PARAM } from './override-target';

const OverrideUi = lazy(() => import('./override-ui'));
const LazyOverrideForm = lazy(() =>
  import('./override-ui').then((module) => ({ default: module.OverrideForm })),
);

/**
 * The override's banner (while a remote is overridden) and confirm dialog (for `?override=`), on
 * every page. Their code loads only then: a visitor's first load carries none of it.
 */
export function RemoteOverrides() {
  const { search } = useLocation();
  if (!activeOverride() && !new URLSearchParams(search).has(OVERRIDE_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <OverrideUi />
    </Suspense>
  );
}

/** `/debug`'s override form, loaded with the rest of the override's code. */
export function OverrideFormLoader() {
  return (
    <Suspense fallback={null}>
      <LazyOverrideForm />
    </Suspense>
  );
}
