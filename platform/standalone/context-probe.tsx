import { version as reactVersion } from 'react';
import { useLocation } from 'shared-ui/router';
import { useSession } from 'shared-api';
import { useShellContext } from 'shared-ui';

/**
 * Rendered by the shell's /debug page from inside each remote's bundle. It reads three contexts the
 * shell provides (shell context, session, router): with two Reacts this would throw instead.
 */
export function ContextProbe({ appName }: { appName: string }) {
  const shell = useShellContext();
  const session = useSession();
  const location = useLocation();
  return (
    <p className="context-probe">
      <strong>{appName}</strong>: shell{' '}
      <span data-testid="probe-shell">{shell?.shellVersion ?? 'none'}</span> · React{' '}
      <span data-testid="probe-react">{reactVersion}</span> · session {session.status} · route{' '}
      {location.pathname}
    </p>
  );
}
