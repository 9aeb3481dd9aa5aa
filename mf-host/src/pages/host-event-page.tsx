import { Navigate } from 'shared-ui/router';

/**
 * `/app/host/:eventId` (SPEC's `host` path builder, used by links to an event's host area) opens
 * that event's dashboard. Relative, so the dashboard's URL is spelled only in its declaration.
 */
export default function HostEventPage() {
  return <Navigate to="dashboard" replace />;
}
