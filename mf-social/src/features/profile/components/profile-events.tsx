import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'shared-ui/router';
import { paths, toUserMessage } from 'shared-api';
import type { Event, UserEventList } from 'contract';
import { Card, EmptyState, ErrorPanel, Spinner, formatEventDate } from 'shared-ui';
import { useUserEvents } from '../api/user-events';
import { EventFlyer } from './event-flyer';
import { ShowMoreEvents } from './show-more-events';
import './profile.css';

interface Tab {
  list: UserEventList;
  label: string;
  empty: string;
}

const OWN_TABS: Tab[] = [
  {
    list: 'upcoming',
    label: 'Going',
    empty: "You're not going to or hosting any upcoming events.",
  },
  {
    list: 'liked',
    label: 'Liked',
    empty: "Events you like show up here. You haven't liked any yet.",
  },
  {
    list: 'hostedPast',
    label: 'Hosted',
    empty: "Events you hosted show up here once they're over.",
  },
];

/** On someone else's profile: what they host or go to, and what they hosted (likes stay theirs). */
const OTHER_TABS: Tab[] = [
  { list: 'upcoming', label: 'Going', empty: 'Not going to or hosting any upcoming events.' },
  { list: 'hostedPast', label: 'Hosted', empty: "Hasn't hosted any events that are over yet." },
];

/**
 * A person's events as tabs (SPEC §6), paged: one's own (no `userId`) going or hosting, liked and
 * hosted in the past; someone else's going and hosted.
 */
export function ProfileEvents({ userId = null }: { userId?: string | null }) {
  const tabs = userId ? OTHER_TABS : OWN_TABS;
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (selected + step + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  const tab = tabs[selected] ?? tabs[0]!;
  return (
    <section aria-label={userId ? 'Their events' : 'Your events'}>
      <div className="profile-events__tabs" role="tablist" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <button
            key={t.list}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={`${baseId}-tab-${t.list}`}
            className="profile-events__tab"
            type="button"
            role="tab"
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        className="profile-events__panel"
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab.list}`}
      >
        <EventList key={tab.list} list={tab.list} empty={tab.empty} userId={userId} />
      </div>
    </section>
  );
}

function EventList({
  list,
  empty,
  userId,
}: {
  list: UserEventList;
  empty: string;
  userId: string | null;
}) {
  const events = useUserEvents(list, { userId });
  if (events.status === 'pending') return <Spinner label="Loading events" />;
  if (events.status === 'error') {
    return (
      <ErrorPanel title="We couldn't load these events" message={toUserMessage(events.error)} />
    );
  }
  if (events.events.length === 0)
    return <EmptyState icon="🗓️" title="Nothing here yet" message={empty} />;
  return (
    <>
      <ul className="social-list">
        {events.events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
      <ShowMoreEvents pages={events} />
    </>
  );
}

function EventRow({ event }: { event: Event }) {
  return (
    <Card as="li" interactive className="profile-event">
      <EventFlyer event={event} />
      <div>
        <h2 className="profile-event__name">
          <Link to={paths.event(event.id)} className="ui-stretched-link">
            {event.name}
          </Link>
        </h2>
        <p className="profile-event__when">
          {formatEventDate(event.startTime, event.timeZone)}
          {event.cancelledAt !== null && (
            <>
              {' · '}
              <span className="profile-event__cancelled">Cancelled</span>
            </>
          )}
        </p>
      </div>
    </Card>
  );
}
