import { EmptyStateWithLink, Link } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import { useMyPassEvents } from '../api/passes';
import type { PassEventGroup } from 'contract';
import { ErrorPanel, FullPageLoader, accentFor, formatEventDate, initials } from 'shared-ui';
import { CancelledBadge } from '../components/cancelled-notice';
import '../features/passes/components/passes.css';
import '../components/tile.css';

const SIX_HOURS = 6 * 3600;

function hasEnded(group: PassEventGroup, nowSeconds: number): boolean {
  const { startTime, endTime } = group.event;
  return (endTime ?? startTime + SIX_HOURS) < nowSeconds;
}

/** Every pass the person holds, upcoming events first. */
export default function PassListPage() {
  const passes = useMyPassEvents();
  if (passes.isPending) return <FullPageLoader />;
  if (passes.isError) {
    return (
      <ErrorPanel
        title="We couldn't load your passes"
        message={toUserMessage(passes.error)}
        onRetry={() => void passes.refetch()}
      />
    );
  }
  const now = Date.now() / 1000;
  const upcoming = passes.data.filter((g) => !hasEnded(g, now));
  const past = passes.data.filter((g) => hasEnded(g, now));
  return (
    <section aria-labelledby="passes-title">
      <h1 id="passes-title">Your passes</h1>
      {passes.data.length === 0 ? (
        <EmptyStateWithLink
          icon="🎟️"
          title="No passes yet"
          message="RSVP to an event or buy a ticket, and your pass shows up here."
          link={{ to: paths.feed(), label: 'Find events' }}
        />
      ) : (
        <>
          <PassGroups title="Upcoming" groups={upcoming} />
          <PassGroups title="Past" groups={past} />
        </>
      )}
    </section>
  );
}

function PassGroups({ title, groups }: { title: string; groups: PassEventGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <>
      <h2 className="pass-section-title">{title}</h2>
      <ul className="pass-list">
        {groups.flatMap(({ event, passes }) =>
          passes.map((pass) => (
            <li key={pass.id}>
              <Link
                className="events-tile events-tile--link pass-list__item"
                to={paths.pass(pass.id)}
              >
                {event.flyer ? (
                  <img className="pass-list__thumb" src={event.flyer.urls.small} alt="" />
                ) : (
                  <span
                    className="pass-list__thumb"
                    aria-hidden="true"
                    style={{ background: accentFor(event.id), color: '#fff' }}
                  >
                    {initials(event.name)}
                  </span>
                )}
                <span>
                  <p className="pass-list__name">
                    {event.name} {event.cancelledAt !== null && <CancelledBadge />}
                  </p>
                  <p className="pass-list__meta">
                    {pass.ticketTypeName} · {formatEventDate(event.startTime, event.timeZone)}
                    {pass.status !== 'valid' && ` · ${pass.status}`}
                  </p>
                </span>
              </Link>
            </li>
          )),
        )}
      </ul>
    </>
  );
}
