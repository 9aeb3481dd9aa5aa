import type { ReactNode } from 'react';
import './host.css';

/**
 * The buttons at the foot of a host tools dialog: set apart from the text above, right-aligned,
 * the safe choice first and the action last (shared-ui's Dialog leaves its body's layout to us).
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="host-dialog-actions">{children}</div>;
}
