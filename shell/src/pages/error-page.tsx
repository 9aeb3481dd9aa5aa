import { Link, useRouteError } from 'shared-ui/router';
import { paths } from 'shared-api';
import { EmptyState, buttonClassName } from 'shared-ui';

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
          <Link to={paths.feed()} className={buttonClassName({ variant: 'primary' })}>
            Go to events
          </Link>
        }
      />
    </div>
  );
}

/** The router's errorElement: logs what went wrong, shows the generic page. */
export function RouteErrorPage() {
  console.error(useRouteError());
  return <ErrorPage />;
}
