import { Link } from 'react-router-dom';
import { DEFAULT_EVENT_TYPE, paths } from 'shared-api';
import './landing-page.css';
import { buttonClassName } from 'shared-ui';

export function LandingPage() {
  return (
    <main className="landing">
      <section className="landing__hero">
        <p className="landing__eyebrow">Events · Tickets · Friends</p>
        <h1 className="landing__title">Find the night. Bring your people.</h1>
        <p className="landing__lead">
          Discover events near you, RSVP in a tap, buy tickets and keep your pass on your phone.
          Hosts sell tickets, scan them at the door and get paid out.
        </p>
        <div className="landing__actions">
          <Link to={paths.feed()} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
            Explore events
          </Link>
          <Link
            to={paths.create({ type: DEFAULT_EVENT_TYPE })}
            className={buttonClassName({ variant: 'secondary', size: 'lg' })}
          >
            Host an event
          </Link>
        </div>
      </section>
    </main>
  );
}
