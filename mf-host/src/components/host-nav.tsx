import { NavLink } from 'shared-ui/router';
import { paths } from 'shared-api';
import './host.css';

/** The three door screens of one event, as tabs between them. */
export function HostNav({ eventId }: { eventId: string }) {
  const links = [
    { to: `${paths.host(eventId)}/dashboard`, label: 'Dashboard' },
    { to: `${paths.event(eventId)}/guests`, label: 'Guests' },
    { to: `${paths.event(eventId)}/scan`, label: 'Scan' },
  ];
  return (
    <nav className="host-nav" aria-label="Host tools">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) => (isActive ? 'host-nav__link is-active' : 'host-nav__link')}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
