import { EmptyState, type EmptyStateProps } from '../components/empty-state/empty-state';
import type { ButtonVariant } from '../components/button/button-class-name';
import { ButtonLink } from './button-link';

/** Where an empty or refused page sends the person instead: "See upcoming events". */
export interface WayOut {
  to: string;
  label: string;
  /** Primary unless told otherwise, like `ButtonLink`. */
  variant?: ButtonVariant;
}

export interface EmptyStateWithLinkProps extends Omit<EmptyStateProps, 'action'> {
  /** Left out where there is nowhere better to go ("No such dispute"). */
  link?: WayOut;
}

/**
 * `EmptyState` whose way forward is a link to another page ("No passes yet" → Find events, "We
 * couldn't find this event" → See upcoming events). It lives beside the router because the link
 * is a router link; the package root knows no router.
 */
export function EmptyStateWithLink({ link, ...panel }: EmptyStateWithLinkProps) {
  return (
    <EmptyState
      {...panel}
      action={
        link ? (
          <ButtonLink variant={link.variant ?? 'primary'} to={link.to}>
            {link.label}
          </ButtonLink>
        ) : undefined
      }
    />
  );
}
