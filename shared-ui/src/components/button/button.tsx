import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { SpinnerGlyph } from '../spinner/spinner';
import { buttonClassName, type ButtonLook } from './button-class-name';

export interface ButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'className'>, ButtonLook {
  /**
   * Work is in flight (saving, sending a friend request). The button shows a spinner in place of
   * its label, sets aria-busy and ignores presses, but stays focusable: disabling it would throw
   * keyboard focus back to the page top.
   */
  busy?: boolean;
  /** A leading icon; decorative, the label names the button. */
  icon?: ReactNode;
}

/**
 * The app's button. `type` defaults to "button" so a button inside a form never submits it by
 * accident; pass `type="submit"` on purpose.
 */
export function Button({
  variant,
  size,
  block,
  className,
  busy = false,
  icon,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      // A busy submit button must not submit the form a second time either.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {/* The label stays in the accessibility tree while busy (transparent, not hidden), so the
          button keeps its name and its width. */}
      <span className="ui-button__label">
        {icon ? (
          <span className="ui-button__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </span>
      {busy ? <SpinnerGlyph className="ui-button__spinner" /> : null}
    </button>
  );
}
