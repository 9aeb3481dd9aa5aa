import { Link, useLocation } from 'react-router-dom';
import { paths } from 'shared-api';
import { EmptyState, buttonClassName } from 'shared-ui';

/** What each declared-but-unbuilt area is called, by the first segment after /app. */
const AREAS: Record<string, string> = {
  event: 'Guests and check-in',
  host: 'Hosting tools',
  dispute: 'Disputes',
};

/**
 * The honest placeholder for a route that is declared (gated, reachable) but whose screen is not
 * built yet: it says so and offers a way back, instead of pretending to be the feature.
 */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const area = AREAS[pathname.split('/')[2] ?? ''] ?? 'This page';
  return (
    <EmptyState
      headingLevel={2}
      icon="🚧"
      title={`${area} is coming soon`}
      message="This part of the app isn't built yet. Everything else keeps working."
      action={
        <Link to={paths.feed()} className={buttonClassName({ variant: 'primary' })}>
          Back to events
        </Link>
      }
    />
  );
}
