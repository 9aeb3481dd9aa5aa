import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './auth-card.css';

/** The frame of every sign-in step: a centred card with the app's mark and a way back to events. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="auth-card-page">
      <div className="auth-card">
        <Link to="/app" className="auth-card__mark" aria-label="Back to events">
          ✦ Events
        </Link>
        <h1 className="auth-card__title">{title}</h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </div>
    </main>
  );
}
