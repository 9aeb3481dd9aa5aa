import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import type { AuthStep } from 'shared-api';
import { stepProgress } from '../lib/steps';
import './auth-card.css';

export interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  /** Shows "Step n of 7" with a bar. */
  step?: AuthStep;
  /** A way back to the previous step, above the title. */
  back?: { to: string; label?: string };
  children: ReactNode;
}

/** The frame of every sign-in step: a centred card with the app's mark, progress and a way back. */
export function AuthCard({ title, lead, step, back, children }: AuthCardProps) {
  const progress = step ? stepProgress(step) : null;
  return (
    <main className="auth-card-page">
      <div className="auth-card">
        <div className="auth-card__top">
          {back ? (
            <Link to={back.to} className="auth-card__back">
              <span aria-hidden="true">←</span> {back.label ?? 'Back'}
            </Link>
          ) : (
            <Link to="/app" className="auth-card__mark" aria-label="Back to events">
              ✦ Events
            </Link>
          )}
          {progress && (
            <p className="auth-card__step" data-testid="auth-progress">
              Step {progress.current} of {progress.total}
            </p>
          )}
        </div>
        {progress && (
          <div className="auth-card__bar" aria-hidden="true">
            <div
              className="auth-card__bar-fill"
              style={{ width: `${(progress.current / progress.total) * 100}%` }}
            />
          </div>
        )}
        <h1 className="auth-card__title">{title}</h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
      </div>
    </main>
  );
}
