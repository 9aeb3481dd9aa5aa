import type { Event } from 'contract';

/** An event's small flyer, or its first letter when it has none (decorative: the name follows). */
export function EventFlyer({ event }: { event: Event }) {
  return event.flyer ? (
    <img className="profile-event__flyer" src={event.flyer.urls.small} alt="" />
  ) : (
    <span className="profile-event__flyer" aria-hidden="true">
      {event.name.trim().charAt(0).toUpperCase() || '•'}
    </span>
  );
}
