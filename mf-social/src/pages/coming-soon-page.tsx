import { Link, useLocation } from 'react-router-dom';
import { paths } from 'shared-api';
import { ComingSoon, buttonClassName } from 'shared-ui';

/** What each declared-but-unbuilt area is called, by the first segment after /app. */
const AREAS: Record<string, string> = {
  chat: 'Chat',
  activity: 'Activity',
  user: 'Your account',
  org: 'Organizations',
};

/** The placeholder for this remote's declared routes whose screens are not built yet. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  return (
    <ComingSoon
      area={AREAS[pathname.split('/')[2] ?? ''] ?? 'This page'}
      action={
        <Link to={paths.feed()} className={buttonClassName({ variant: 'primary' })}>
          Back to events
        </Link>
      }
    />
  );
}
