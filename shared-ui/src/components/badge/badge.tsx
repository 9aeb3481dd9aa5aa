import { cx } from '../../class-names';
import { BADGE_MAX_COUNT, formatBadgeCount } from '../../format/format-badge-count';

export interface BadgeProps {
  count: number;
  /** Above this the badge reads `${max}+`. Defaults to 99 (SPEC §9). */
  max?: number;
  /**
   * What is counted, for screen readers: label "unread notifications" is read as
   * "120 unread notifications" while the badge shows 99+.
   */
  label?: string;
  /** Brand (default) for attention, neutral for plain counts. */
  tone?: 'brand' | 'neutral';
  /** Render a 0 instead of nothing. */
  showZero?: boolean;
  className?: string;
}

/**
 * A small count pill (unread activity on the nav bar). Renders nothing at 0 unless `showZero`.
 * To pin it to the corner of an icon, wrap both in an element with class `ui-badge-anchor`.
 */
export function Badge({
  count,
  max = BADGE_MAX_COUNT,
  label,
  tone = 'brand',
  showZero = false,
  className,
}: BadgeProps) {
  const text = formatBadgeCount(count, max);
  if (text === '0' && !showZero) return null;
  const spoken = label ? `${Math.max(0, Math.floor(count)) || 0} ${label}` : null;
  return (
    <span className={cx('ui-badge', `ui-badge--${tone}`, className)}>
      {spoken ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="ui-visually-hidden">{spoken}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
