import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';

export interface ComingSoonProps {
  /** What is not built yet, e.g. "Chat": the heading reads "Chat is coming soon". */
  area: string;
  /** A way back, e.g. a router link to the feed (shared-ui stays router-free). */
  action: ReactNode;
}

/**
 * The honest placeholder for a route that is declared (gated, reachable) but whose screen is not
 * built yet: it says so and offers a way back, instead of pretending to be the feature.
 */
export function ComingSoon({ area, action }: ComingSoonProps) {
  return (
    <EmptyState
      headingLevel={2}
      icon="🚧"
      title={`${area} is coming soon`}
      message="This part of the app isn't built yet. Everything else keeps working."
      action={action}
    />
  );
}
