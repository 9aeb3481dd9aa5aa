import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../../class-names';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element that fits the content: `article` for an event in a feed, `li` inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Defaults to md. `none` for cards that start with a full-bleed image. */
  padding?: CardPadding;
  /**
   * Lifts on hover. For a card that is one big link, put `ui-stretched-link` on the link inside:
   * the whole card becomes clickable while the link keeps its own name.
   */
  interactive?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A white, rounded surface that groups one thing: an event, a ticket, a setting. */
export function Card({
  as: Element = 'div',
  padding = 'md',
  interactive = false,
  className,
  ...rest
}: CardProps) {
  return (
    <Element
      {...rest}
      // The union of intrinsic elements makes React's ref types disagree; every option is an
      // HTMLElement, which is what the prop promises.
      ref={rest.ref as Ref<never>}
      className={cx(
        'ui-card',
        `ui-card--pad-${padding}`,
        interactive && 'ui-card--interactive',
        className,
      )}
    />
  );
}
