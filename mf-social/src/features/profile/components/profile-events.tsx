import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths, toUserMessage, useUserEvents, type Event, type UserEventList } from 'shared-api';
import { Button, Card, EmptyState, ErrorPanel, Spinner, formatEventDate } from 'shared-ui';
import './profile.css';

const TABS: { list: UserEventList; label: string; empty: string }[] = [
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

/** One's own events, as tabs (SPEC §6): going or hosting, liked, hosted in the past; paged. */
export function ProfileEvents() {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (selected + step + TABS.length) % TABS.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  const tab = TABS[selected] ?? TABS[0]!;
  return (
    <section aria-label="Your events">
      <div className="profile-events__tabs" role="tablist" onKeyDown={onKeyDown}>
        {TABS.map((t, i) => (
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
        <EventList key={tab.list} list={tab.list} empty={tab.empty} />
      </div>
    </section>
  );
}

function EventList({ list, empty }: { list: UserEventList; empty: string }) {
  const events = useUserEvents(list);
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
      {events.hasNextPage && (
        <Button
          variant="secondary"
          onClick={events.fetchNextPage}
          disabled={events.isFetchingNextPage}
        >
          {events.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </>
  );
}

function EventRow({ event }: { event: Event }) {
  return (
    <Card as="li" interactive className="profile-event">
      {event.flyer ? (
        <img className="profile-event__flyer" src={event.flyer.urls.small} alt="" />
      ) : (
        <span className="profile-event__flyer" aria-hidden="true">
          {event.name.trim().charAt(0).toUpperCase() || '•'}
        </span>
      )}
      <div>
        <h2 className="profile-event__name">
          <Link to={paths.event(event.id)} className="ui-stretched-link">
            {event.name}
          </Link>
        </h2>
        <p className="profile-event__when">{formatEventDate(event.startTime, event.timeZone)}</p>
      </div>
    </Card>
  );
}
