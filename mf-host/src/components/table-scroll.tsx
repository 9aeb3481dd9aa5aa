import type { ReactNode } from 'react';

/**
 * A table too wide for a phone scrolls sideways inside this box, so the page itself never gets
 * wider than the screen. Shadows on the edges show that more is there (phones hide scrollbars);
 * the box takes focus so a keyboard can scroll it too, and is named for screen readers.
 */
export function TableScroll({
  label,
  children,
}: {
  /** The table's own name ("Per day"): the box is named after it. */
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
