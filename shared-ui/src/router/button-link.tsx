import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonLook } from '../components/button/button-class-name';

export interface ButtonLinkProps extends Omit<LinkProps, 'className'>, ButtonLook {}

/**
 * A router link that looks like a button (`buttonClassName()`): "Find events", "View the event".
 * It keeps link semantics (a real href, open in a new tab, the link role) where a button that
 * navigates would lose them. Primary and medium unless told otherwise, like `Button`.
 */
export function ButtonLink({ variant, size, block, className, ...link }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block, className })} {...link} />;
}
