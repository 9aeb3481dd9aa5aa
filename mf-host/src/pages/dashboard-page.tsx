import { ButtonLink, useNavigate, useParams } from 'shared-ui/router';
import { paths, useEvent } from 'shared-api';
import { Dialog, FullPageLoader } from 'shared-ui';
import { HostCallError } from '../components/host-access';
import { HostNav } from '../components/host-nav';
import { CancelEventPanel } from '../features/cancel-event/components/cancel-event-panel';
import { CancellationStatus } from '../features/cancel-event/components/cancellation-status';
import { CohostsPanel } from '../features/cohosts/components/cohosts-panel';
import { LEVEL_WORDS } from '../features/cohosts/lib/level-words';
import { RevenueCard } from '../features/revenue/components/revenue-card';
import { useHostDashboard } from '../features/dashboard/api/host-dashboard';
import { DashboardActions } from '../features/dashboard/components/dashboard-actions';
import { DashboardCounts } from '../features/dashboard/components/dashboard-counts';
import { TicketTypesTable } from '../features/dashboard/components/ticket-types-table';
import { OrganizationInvitePanel } from '../features/organization-invite/components/organization-invite-panel';
import { TextBlastPanel } from '../features/text-blast/components/text-blast-panel';
import { DASHBOARD_MODALS, isDashboardModal } from '../features/dashboard/lib/dashboard-modals';
import '../components/host.css';

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
      <DashboardCounts dashboard={dashboard.data} />
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
            <ButtonLink variant="secondary" to={`${paths.host(eventId)}/analytics`}>
              Analytics
            </ButtonLink>
          }
        />
      )}
      <TicketTypesTable ticketTypes={ticketTypes} />
      {isDashboardModal(modal) &&
        can(DASHBOARD_MODALS[modal].permission) &&
        (modal !== 'cancel' || canCancel) && (
          <Dialog title={DASHBOARD_MODALS[modal].title} onClose={closeModal}>
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
