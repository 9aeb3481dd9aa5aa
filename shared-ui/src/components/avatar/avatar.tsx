import { useState, type CSSProperties } from 'react';
import { cx } from '../../class-names';
import { initials } from '../../format/initials';
import { PersonIcon } from '../../icons/icons';
import { accentFor } from '../../tokens/accent-for';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** The person's or organisation's name: the alt text, the initials and the colour. */
  name: string;
  /** Image URL (`profileImage.urls.small`). Missing or broken, the initials show instead. */
  src?: string | null;
  /** xs 24, sm 32, md 40 (default), lg 56, xl 96 px. */
  size?: AvatarSize;
  /**
   * When the name is already written beside the avatar, a screen reader would hear it twice:
   * mark the avatar decorative to hide it.
   */
  decorative?: boolean;
  /** Stable key for the fallback colour; defaults to the name. Pass the user id when known. */
  colorKey?: string;
  className?: string;
}

/** A round profile picture, with coloured initials while there is no image or it fails to load. */
export function Avatar({
  name,
  src,
  size = 'md',
  decorative = false,
  colorKey,
  className,
}: AvatarProps) {
  // Remember which URL failed, not just "failed", so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cx('ui-avatar', `ui-avatar--${size}`, className);
  const label = name.trim() || 'Unknown person';

  if (src && src !== failedSrc) {
    return (
      <img
        className={classes}
        src={src}
        alt={decorative ? '' : label}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }

  const letters = initials(name);
  const style = { '--ui-avatar-bg': accentFor(colorKey ?? name) } as CSSProperties;
  return (
    <span
      className={classes}
      style={style}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
    >
      {letters ? (
        <span aria-hidden="true">{letters}</span>
      ) : (
        <PersonIcon className="ui-avatar__icon" />
      )}
    </span>
  );
}
