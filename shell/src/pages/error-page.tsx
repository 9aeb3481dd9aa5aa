import type { ReactNode } from 'react';
import { ButtonLink, useLocation } from 'shared-ui/router';
import { paths, reportClientError } from 'shared-api';
import { EmptyState, RemoteErrorBoundary } from 'shared-ui';

/** Unknown paths (`notFound`), and errors the router itself caught while rendering a route. */
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  return (
    <div className="shell-error-page" role="main" style={{ padding: '10vh 16px' }}>
      <EmptyState
        icon="🧭"
        title={notFound ? "We couldn't find that page" : 'Sorry, something went wrong'}
        message={
          notFound
            ? 'The link may be broken, or the page may have moved.'
            : 'Please try again. If it keeps happening, come back in a little while.'
        }
        action={
          <ButtonLink variant="primary" to={paths.feed()}>
            Go to events
          </ButtonLink>
        }
      />
    </div>
  );
}

/**
 * Around every route: a page that throws while rendering (the layout, a shell page) shows the
 * generic error page instead of a blank screen, and is reported. Going to another address clears
 * it. A remote's page has its own boundary with Retry inside (RemotePage).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      resetKeys={[pathname]}
      onError={(error) => {
        console.error(error);
        reportClientError({ kind: 'error_boundary', error });
      }}
      fallback={() => <ErrorPage />}
    >
      {children}
    </RemoteErrorBoundary>
  );
}
