import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorPanel, FullPageLoader, RemoteErrorBoundary } from 'shared-ui';
import { reportClientError } from 'shared-api';
import { loadExposedPage, releaseOf, RemoteLoadError } from './remote-registry';

type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * One lazy component per exposed page, kept across navigations so that revisiting a page does not
 * suspend again. A failed load is dropped from here on Retry: React.lazy caches its rejection.
 */
const lazyPages = new Map<string, LazyPage>();

function lazyPage(federationName: string, page: string, fresh: boolean): LazyPage {
  const key = `${federationName}/${page}`;
  let component = lazyPages.get(key);
  if (!component || fresh) {
    component = lazy(() => loadExposedPage(federationName, page, fresh));
    lazyPages.set(key, component);
  }
  return component;
}

export interface RemotePageProps {
  federationName: string;
  page: string;
}

/**
 * A page of a remote, inside its own error boundary: a remote that is down, half-deployed or
 * incompatible shows a fallback with Retry in its area only, and the rest of the app keeps working.
 */
export function RemotePage({ federationName, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [Page, setPage] = useState(() => lazyPage(federationName, page, false));
  const [pageKey, setPageKey] = useState(`${federationName}/${page}`);
  if (pageKey !== `${federationName}/${page}`) {
    // The route now shows another page: adopt its lazy component during render (no effect needed).
    setPageKey(`${federationName}/${page}`);
    setPage(() => lazyPage(federationName, page, false));
  }

  return (
    <RemoteErrorBoundary
      key={attempt}
      onError={(error) =>
        reportClientError({
          kind: error instanceof RemoteLoadError ? 'remote_load' : 'error_boundary',
          error,
          remote: releaseOf(federationName),
        })
      }
      onRetry={() => {
        setPage(() => lazyPage(federationName, page, true));
        setAttempt((n) => n + 1);
      }}
      fallback={(_error, retry) => (
        <ErrorPanel
          title="This part of the app didn't load"
          message="Check your connection and try again. The rest of the app still works."
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={<FullPageLoader />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
