import type { ReactNode } from 'react';
import { Link } from 'shared-ui/router';
import './social.css';

/** The frame of mf-social's pages: an optional back link, a title and the content. */
export function SocialPage({
  title,
  back,
  children,
}: {
  title?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="social-page">
      {back && (
        <Link className="social-page__back" to={back.to}>
          ← {back.label}
        </Link>
      )}
      {title && <h1 className="social-page__title">{title}</h1>}
      {children}
    </div>
  );
}
