import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useIsland } from './island-context';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link from an island to any address of the app. A plain click goes through the shell's router
 * (`navigate`), so the page does not reload; a click with a modifier, or the middle button, is
 * left to the browser (a new tab), as a router link would.
 */
export function IslandLink({ to, onClick, ...rest }: Props) {
  const { navigate } = useIsland();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
