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

/**
 * The frame of every sign-in step: a centred card with progress and a way back.
 *
 * The top-left corner means one thing per kind of screen. Inside the numbered steps it is only
 * ever the way back, and stays empty where there is none (the name step: the code is used up, so
 * going back to it means starting over, which that step offers in words). Outside them (the start
 * page) it is the app's mark, the way out to the events for a visitor who would rather not sign in.
 */
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
            !step && (
              <Link to="/app" className="auth-card__mark" aria-label="Back to events">
                ✦ Events
              </Link>
            )
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
