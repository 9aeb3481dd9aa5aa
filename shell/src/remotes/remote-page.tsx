import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorPanel, FullPageLoader, RemoteErrorBoundary } from 'shared-ui';
import { reportClientError } from 'shared-api';
import { loadExposedPage, releaseOf, RemoteLoadError } from './remote-registry';

/**
 * Each exposed page's component once loaded, so that revisiting a page renders it at once; the
 * load under way for each, so that every render of one page shares it; and the pages whose last
 * load failed, whose next load re-registers the remote first (the runtime would replay the failed
 * fetch otherwise).
 */
const loadedPages = new Map<string, ComponentType>();
const pageLoads = new Map<string, Promise<ComponentType>>();
const failedPages = new Set<string>();

function loadPage(federationName: string, page: string): Promise<ComponentType> {
  const key = `${federationName}/${page}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = loadExposedPage(federationName, page, failedPages.delete(key)).then(
      (module) => {
        loadedPages.set(key, module.default);
        return module.default;
      },
      (error: unknown) => {
        pageLoads.delete(key);
        failedPages.add(key);
        throw error;
      },
    );
    pageLoads.set(key, load);
    // Its failure is handled by whoever renders the page; a render React discarded may not.
    load.catch(() => {});
  }
  return load;
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
  return (
    <RemoteArea federationName={federationName}>
      <LoadedPage federationName={federationName} page={page} />
    </RemoteArea>
  );
}

/**
 * A remote's area of the page (a shared page, or an island's parcel): its error boundary reports a
 * throw or a failed load naming the remote's release, and Retry renders its content afresh.
 */
export function RemoteArea({
  federationName,
  children,
}: {
  federationName: string;
  children: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);

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
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(_error, retry) => (
        <ErrorPanel
          title="This part of the app didn't load"
          message="Check your connection and try again. The rest of the app still works."
          onRetry={retry}
        />
      )}
    >
      {children}
    </RemoteErrorBoundary>
  );
}

/**
 * The page once its module has loaded, the loader until then. Not `React.lazy` under Suspense:
 * React holds back the content of a Suspense boundary until 300 ms after its last fallback was
 * shown (`FALLBACK_THROTTLE_MS`), so a page whose code arrived a moment after the first render
 * still waited out the loader. Measured on a signed-in profile page: its content, and the reads
 * its sections make, came 300 ms after the user's record had arrived. A state update shows the
 * page as soon as its module is in.
 */
function LoadedPage({ federationName, page }: RemotePageProps) {
  const key = `${federationName}/${page}`;
  // The page comes from the cache of loaded pages; this state only renders again once it is in.
  const [, setLoadedKey] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const Page = loadedPages.get(key);
  const failed = failure?.key === key;
  // Asked for during render, as React.lazy does: the fetch starts one commit earlier. It is shared.
  const load = Page || failed ? null : loadPage(federationName, page);
  useEffect(() => {
    if (!load) return;
    let live = true;
    load.then(
      // A transition, so React renders the page in slices, as it did a Suspense boundary's content.
      () => live && startTransition(() => setLoadedKey(key)),
      (error: unknown) => live && setFailure({ key, error }),
    );
    return () => {
      live = false;
    };
  }, [load, key]);

  // To the remote's error boundary, which reports it and offers Retry.
  if (failed) throw failure.error;
  if (!Page) return <FullPageLoader />;
  return <Page />;
}
