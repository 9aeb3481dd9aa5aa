import { Link, useNavigate, useParams } from 'shared-ui/router';
import { paths, useEvent } from 'shared-api';
import { Dialog, FullPageLoader, buttonClassName } from 'shared-ui';
import { HostCallError } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { CancelEventPanel } from '../features/cancel-event/components/cancel-event-panel';
import { CancellationStatus } from '../features/cancel-event/components/cancellation-status';
import { CohostsPanel } from '../features/cohosts/components/cohosts-panel';
import { LEVEL_WORDS } from '../features/cohosts/lib/level-words';
import { RevenueCard } from '../features/revenue/components/revenue-card';
import { useHostDashboard } from '../features/dashboard/api/host-dashboard';
import { DashboardActions } from '../features/dashboard/components/dashboard-actions';
import { OrganizationInvitePanel } from '../features/organization-invite/components/organization-invite-panel';
import { TextBlastPanel } from '../features/text-blast/components/text-blast-panel';
import '../components/host.css';

/** The dashboard's modals, opened by URL (`/dashboard/text-blast`), each behind a permission. */
const MODALS = {
  'text-blast': { title: 'Text blast', permission: 'text_blast' },
  cohosts: { title: 'Co-hosts', permission: 'view_dashboard' },
  organizations: { title: 'Invite an organization', permission: 'edit_event' },
  // Cancelling is the host's alone, as deleting is (no co-host level has it).
  cancel: { title: 'Cancel this event?', permission: 'host' },
} as const;
type ModalName = keyof typeof MODALS;
const isModal = (value: string | undefined): value is ModalName =>
  value !== undefined && value in MODALS;

/**
 * `/app/host/:eventId/dashboard/:modal?`: an event's counts, its organizers' actions (grouped by
 * purpose; the guest list and the scanner are the tabs) and, with the money privilege, revenue.
 */
export default function DashboardPage() {
  const { eventId = '', modal } = useParams();
  const navigate = useNavigate();
  const event = useEvent(eventId);
  const dashboard = useHostDashboard(eventId);
  const dashboardPath = `${paths.host(eventId)}/dashboard`;
  const closeModal = () => navigate(dashboardPath, { replace: true });

  if (dashboard.isPending) return <FullPageLoader />;
  if (dashboard.isError) {
    return (
      <div className="host-page">
        <HostCallError
          error={dashboard.error}
          eventId={eventId}
          what="see its dashboard"
          onRetry={() => void dashboard.refetch()}
        />
      </div>
    );
  }
  const { counts, ticketTypes, access, cancellation } = dashboard.data;
  const can = (permission: (typeof access.permissions)[number] | 'host') =>
    permission === 'host' ? access.level === 'host' : access.permissions.includes(permission);
  const canCancel = access.level === 'host' && cancellation === null;
  const capacityLeft = ticketTypes.reduce((sum, type) => sum + type.remaining, 0);
  const stats = [
    { label: 'Going', value: counts.going + counts.checked_in },
    { label: 'Checked in', value: counts.checked_in },
    { label: 'Pending approval', value: counts.pending },
    // A cancelled event sells nothing: its spots are not "left".
    ...(cancellation ? [] : [{ label: 'Spots left', value: capacityLeft }]),
    { label: 'Cancelled or refunded', value: counts.cancelled + counts.refunded },
  ];
  return (
    <section className="host-page" aria-labelledby="dashboard-title">
      <header className="host-page__header">
        <h1 id="dashboard-title">{event.data?.name ?? 'Your event'}</h1>
        <p>
          Host dashboard
          {access.level !== 'host' && ` · you are ${LEVEL_WORDS[access.level].article}`}
        </p>
      </header>
      <HostNav eventId={eventId} />
      {cancellation && <CancellationStatus cancellation={cancellation} />}
      <ul className="host-stats" aria-label="Counts">
        {stats.map((stat) => (
          <li key={stat.label} className="host-stat">
            <span className="host-stat__value">{stat.value}</span>
            <span className="host-stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>
      <DashboardActions
        eventId={eventId}
        level={access.level}
        permissions={access.permissions}
        cancelled={cancellation !== null}
        canCancel={canCancel}
      />
      {can('view_insights') && (
        <RevenueCard
          eventId={eventId}
          action={
            <Link
              className={buttonClassName({ variant: 'secondary' })}
              to={`${paths.host(eventId)}/analytics`}
            >
              Analytics
            </Link>
          }
        />
      )}
      <h2>Tickets</h2>
      {ticketTypes.length === 0 ? (
        <p>This event has no ticket types.</p>
      ) : (
        <table className="host-table">
          <thead>
            <tr>
              <th scope="col">Ticket type</th>
              <th scope="col">Sold</th>
              <th scope="col">Checked in</th>
              <th scope="col">Left</th>
            </tr>
          </thead>
          <tbody>
            {ticketTypes.map((type) => (
              <tr key={type.id}>
                <th scope="row">{type.name}</th>
                <td>{type.sold}</td>
                <td>{type.checkedIn}</td>
                <td>
                  {type.remaining} of {type.capacity}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {isModal(modal) && can(MODALS[modal].permission) && (modal !== 'cancel' || canCancel) && (
        <Dialog title={MODALS[modal].title} onClose={closeModal}>
          {modal === 'text-blast' && (
            <TextBlastPanel
              eventId={eventId}
              eventName={event.data?.name ?? ''}
              hostName={event.data?.host.name ?? ''}
            />
          )}
          {modal === 'cohosts' && (
            <CohostsPanel eventId={eventId} canManage={can('manage_cohosts')} />
          )}
          {modal === 'organizations' && <OrganizationInvitePanel eventId={eventId} />}
          {modal === 'cancel' && (
            <CancelEventPanel
              eventId={eventId}
              eventName={event.data?.name ?? 'this event'}
              counts={counts}
              onDone={closeModal}
              onKeep={closeModal}
            />
          )}
        </Dialog>
      )}
    </section>
  );
}
