/** A browser's report of an error (POST /error): what, where, and in which release. No person. */
import { Type, type Static } from 'typebox';
import { CLIENT_ERROR_KINDS } from '../enums';
import { CLIENT_ERROR_LIMITS } from '../limits';
import { Nullable } from './common';

const Name = Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.nameMaxLength });

/**
 * A random id the shell draws once per browser (localStorage) and sends with its reports: a
 * device reloading in a loop counts once per counting window, and its canary bucket is drawn from
 * it. It names no person and is kept no longer than the reports (retention).
 */
const DeviceId = Type.String({
  pattern: '^[A-Za-z0-9_-]{16,64}$',
  errorMessage: 'must be 16 to 64 letters, digits, - or _',
});

/** A released remote: `mf-events` at `1.0.0-3fa2c1d9`. */
const ReleaseRefSchema = Type.Object(
  { name: Name, version: Name },
  { additionalProperties: false },
);

/**
 * The remote an error came from. `overridden`: the person had pointed that remote at another
 * build in their browser (the shell's `?override=`, e.g. a developer's dev server) in place of the
 * release `version`; such reports say nothing about the release and are counted apart.
 */
const ReportedRemoteSchema = Type.Object(
  { name: Name, version: Name, overridden: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

export const ClientErrorReportSchema = Type.Object(
  {
    kind: Type.Enum(CLIENT_ERROR_KINDS),
    message: Type.String({ maxLength: CLIENT_ERROR_LIMITS.messageMaxLength }),
    stack: Type.Optional(Nullable(Type.String({ maxLength: CLIENT_ERROR_LIMITS.stackMaxLength }))),
    /** The remote the error came from (`mf-events` at `1.0.0-3fa2c1d9`), null for the shell. */
    remote: Nullable(ReportedRemoteSchema),
    /**
     * The route pattern (`/app/user/:userId`), or the path when no route matched; never a query
     * string or fragment (they can hold personal data). Ids left in a path are stored as `:id`.
     */
    route: Type.String({
      minLength: 1,
      maxLength: CLIENT_ERROR_LIMITS.routeMaxLength,
      pattern: '^/[^?#]*$',
      errorMessage: 'must be a path starting with / (no query string or fragment)',
    }),
    /** The shell's build, e.g. `shell@0.1.0`. */
    appVersion: Name,
    /** The reporting device (shells from before canaries send none: counted without dedupe). */
    device: Type.Optional(DeviceId),
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReportSchema>;

/**
 * What loaded in a page (POST /error/loads): the denominator of each release's error rate. The
 * shell sends one per page load (`pageLoad`, counting the shell's build) and names each remote the
 * first time it loads in that page. A remote overridden in that browser is not named: its loads
 * are no release's.
 */
export const ReleaseLoadReportSchema = Type.Object(
  {
    /** The shell's build, e.g. `shell@0.1.0`. */
    appVersion: Name,
    /** This report starts a page load: the shell's build is counted once. */
    pageLoad: Type.Boolean(),
    remotes: Type.Array(ReleaseRefSchema, { maxItems: CLIENT_ERROR_LIMITS.remotesPerLoadReport }),
    /** The reporting device, as in an error report. */
    device: Type.Optional(DeviceId),
  },
  { additionalProperties: false },
);
export type ReleaseLoadReport = Static<typeof ReleaseLoadReportSchema>;

/**
 * One version of a remote over a time, counted per device and counting window (a device reloading
 * in a loop is one load): what the canary judge compares (GET /error/releases/counts). Only reports
 * that name their device count; overridden remotes and the shell's own errors never do.
 */
export const ReleaseCountsSchema = Type.Object({
  version: Name,
  /** Device-windows in which the remote loaded. */
  loads: Type.Integer({ minimum: 0 }),
  /** Device-windows in which it failed to load (a `remote_load` report). */
  loadFailures: Type.Integer({ minimum: 0 }),
  /** Device-windows in which it reported another error. */
  errors: Type.Integer({ minimum: 0 }),
  /** Distinct devices. */
  devices: Type.Integer({ minimum: 0 }),
});
export type ReleaseCounts = Static<typeof ReleaseCountsSchema>;
