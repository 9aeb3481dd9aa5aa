import {
  callEndpoint,
  createClientErrorReporter,
  reportClientError,
  setClientErrorReporter,
} from 'shared-api';
import { SHELL_BUILD } from '../app/shell-build';

/**
 * Installs the one error reporter (POST /error) and listens for what nothing else caught: errors
 * thrown outside React and promises nobody awaited. Which remote an error belongs to is read from
 * its stack (remote scripts live under /releases/<remote>/<version>/). Error boundaries and failed
 * remote loads report themselves (remotes/remote-page.tsx).
 */
export function installErrorReporting(target: Window = window): void {
  setClientErrorReporter(
    createClientErrorReporter({
      send: (report) => callEndpoint('POST /error', { body: report }),
      appVersion: SHELL_BUILD,
      route: () => target.location.pathname,
    }),
  );
  target.addEventListener('error', (event) => {
    // A resource that failed to load (an <img>) is not a script error.
    if (!(event instanceof ErrorEvent)) return;
    reportClientError({ kind: 'uncaught', error: event.error ?? event.message });
  });
  target.addEventListener('unhandledrejection', (event) => {
    reportClientError({ kind: 'unhandled_rejection', error: event.reason });
  });
}
