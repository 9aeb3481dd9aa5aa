import type { ReactNode } from 'react';
import './settings.css';

/** One titled group of the settings page (Notifications, Saved cards), named by its heading. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="settings-group" aria-labelledby={id}>
      <h2 id={id} className="settings-group__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
