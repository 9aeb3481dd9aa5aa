import {
  callEndpoint,
  createClientErrorReporter,
  createReleaseLoadCounter,
  reportClientError,
  setClientErrorReporter,
  type ReleaseLoadCounter,
} from 'shared-api';
import { SHELL_BUILD } from '../build-info/shell-build';
import { currentDeviceId } from '../canary/canary-choices';
import { activeOverrideRef } from '../override/active-override';

/** The device id rides along, so the API counts a device once per window (canary/device-id.ts). */
const withDevice = <T extends object>(report: T): T & { device?: string } => {
  const device = currentDeviceId();
  return device ? { ...report, device } : report;
};

export interface ErrorReportingOptions {
  /** The route shown, as a pattern when one matched (see errorRoute). */
  route(): string;
  target?: Window;
}

/**
 * Installs the one error reporter (POST /error) and listens for what nothing else caught: errors
 * thrown outside React and promises nobody awaited. Which remote an error belongs to is read from
 * its stack (remote scripts live under /releases/<remote>/<version>/). Error boundaries and failed
 * remote loads report themselves (remotes/remote-page.tsx). A remote overridden in this browser
 * (override/) is tagged in reports and left out of load counts; reports name this browser's device id,
 * so the API counts a device once per window. Also counts this page load and answers
 * the counter that remote loads are given (POST /error/loads): the denominator of error rates.
 */
export function installErrorReporting({
  route,
  target = window,
}: ErrorReportingOptions): ReleaseLoadCounter {
  setClientErrorReporter(
    createClientErrorReporter({
      send: (report) => callEndpoint('POST /error', { body: withDevice(report) }),
      appVersion: SHELL_BUILD,
      route,
      override: activeOverrideRef,
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
  return createReleaseLoadCounter({
    send: (report) => callEndpoint('POST /error/loads', { body: withDevice(report) }),
    appVersion: SHELL_BUILD,
    override: activeOverrideRef,
  });
}
