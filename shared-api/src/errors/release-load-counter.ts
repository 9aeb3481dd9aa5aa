/**
 * Counts what loaded in this page (POST /error/loads), the denominator of each release's error
 * rate: the page load itself (the shell's build) and each remote the first time it loads. What
 * loads within `delayMs` of the first goes in one request, so a page costs one or two reports,
 * not one per remote. Like error reports, a failed send is dropped: counting must never break
 * the page.
 */
import type { ReleaseLoadReport } from 'contract';
import { CLIENT_ERROR_LIMITS } from 'contract/values';
import type { ReleaseRef, RemoteOverrideRef } from './client-error-reporter';

export interface ReleaseLoadCounter {
  /** A remote's code loaded; counted once per page load, whatever its number of pages. */
  loaded(release: ReleaseRef): void;
}

export interface ReleaseLoadCounterOptions {
  send(report: ReleaseLoadReport): Promise<unknown>;
  appVersion: string;
  /** How long to gather loads before sending (default 1 s). */
  delayMs?: number;
  /** The remote overridden in this browser, if any: its loads are no release's, and not counted. */
  override?(): RemoteOverrideRef | null;
}

/** Counts the page load at once (sent after `delayMs`), and the remotes as they load. */
export function createReleaseLoadCounter(options: ReleaseLoadCounterOptions): ReleaseLoadCounter {
  const delayMs = options.delayMs ?? 1000;
  const counted = new Set<string>();
  let pageLoad = true;
  let pending: ReleaseRef[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const remotes = pending.slice(0, CLIENT_ERROR_LIMITS.remotesPerLoadReport);
    const report: ReleaseLoadReport = {
      appVersion: options.appVersion.slice(0, CLIENT_ERROR_LIMITS.nameMaxLength),
      pageLoad,
      remotes,
    };
    pageLoad = false;
    pending = [];
    options.send(report).catch(() => {});
  };
  const schedule = () => {
    timer ??= setTimeout(flush, delayMs);
  };
  schedule();
  return {
    loaded(release) {
      if (options.override?.()?.name === release.name) return;
      const key = JSON.stringify([release.name, release.version]);
      if (counted.has(key)) return;
      counted.add(key);
      pending.push({ name: release.name, version: release.version });
      schedule();
    },
  };
}
