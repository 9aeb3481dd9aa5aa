/**
 * Reports errors the person hit to the API (POST /error), so each released remote version's error
 * count can be read. Only the shell installs a reporter (`setClientErrorReporter`); anything may
 * call `reportClientError`. Like analytics, reporting must never break the page: a failed send is
 * dropped. A page sends few reports (a render loop must not flood the API), each once, with the
 * path only (no query string or fragment) and no user.
 */
import type { ClientErrorKind, ClientErrorReport } from 'contract';
import { CLIENT_ERROR_LIMITS } from 'contract/values';

export interface ReleaseRef {
  name: string;
  version: string;
}

/**
 * A remote this browser loads from another build in place of its release (the shell's
 * `?override=`, e.g. a developer's dev server). Its errors are tagged `overridden`, and its loads
 * are not counted: they say nothing about the release.
 */
export interface RemoteOverrideRef extends ReleaseRef {
  /** Where its code comes from (`http://localhost:3012/`): a stack frame under it is the remote's. */
  base: string;
}

export interface ClientErrorInput {
  kind: ClientErrorKind;
  error: unknown;
  /** The remote the error belongs to when known; else it is read from the stack's script URLs. */
  remote?: ReleaseRef | null;
}

export interface ClientErrorReporter {
  report(input: ClientErrorInput): void;
}

export interface ReporterOptions {
  send(report: ClientErrorReport): Promise<unknown>;
  appVersion: string;
  /** The current path (location.pathname). */
  route(): string;
  limit?: number;
  /** The remote overridden in this browser, if any. */
  override?(): RemoteOverrideRef | null;
}

/** `/releases/mf-events/1.0.0-3fa2c1d9/…` in a stack frame names the remote and its version. */
export function remoteFromStack(stack: string | null | undefined): ReleaseRef | null {
  const match = stack?.match(/\/releases\/(mf-[a-z0-9-]+)\/([^/\s)]+)\//);
  return match ? { name: match[1]!, version: match[2]! } : null;
}

/** The remote an error belongs to, tagged `overridden` when it is the one overridden here. */
function remoteOf(
  told: ReleaseRef | null | undefined,
  stack: string | null,
  override: RemoteOverrideRef | null,
): ClientErrorReport['remote'] {
  const fromOverride =
    override && stack?.includes(override.base)
      ? { name: override.name, version: override.version }
      : null;
  const remote = told ?? remoteFromStack(stack) ?? fromOverride;
  if (!remote) return null;
  const { name, version } = remote;
  return override?.name === name ? { name, version, overridden: true } : { name, version };
}

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error)
    return { message: error.message || error.name, stack: error.stack ?? null };
  return {
    message: typeof error === 'string' ? error : 'A non-error value was thrown',
    stack: null,
  };
}

export function createClientErrorReporter(options: ReporterOptions): ClientErrorReporter {
  const limit = options.limit ?? CLIENT_ERROR_LIMITS.perPageLoad;
  const seen = new Set<string>();
  return {
    report({ kind, error, remote }) {
      const { message, stack } = describe(error);
      const key = `${kind}\n${message}`;
      if (seen.has(key) || seen.size >= limit) return;
      seen.add(key);
      const route = options.route().split(/[?#]/)[0] || '/';
      const report: ClientErrorReport = {
        kind,
        message: message.slice(0, CLIENT_ERROR_LIMITS.messageMaxLength),
        stack: stack?.slice(0, CLIENT_ERROR_LIMITS.stackMaxLength) ?? null,
        remote: remoteOf(remote, stack, options.override?.() ?? null),
        route: route.slice(0, CLIENT_ERROR_LIMITS.routeMaxLength),
        appVersion: options.appVersion.slice(0, CLIENT_ERROR_LIMITS.nameMaxLength),
      };
      options.send(report).catch(() => {});
    },
  };
}

let installed: ClientErrorReporter | null = null;

/** The shell installs the one reporter at start. */
export function setClientErrorReporter(reporter: ClientErrorReporter | null): void {
  installed = reporter;
}

/** Reports through the installed reporter; nothing happens before the shell installs one. */
export function reportClientError(input: ClientErrorInput): void {
  installed?.report(input);
}
