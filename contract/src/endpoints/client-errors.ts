/** Error reports from browsers: the shell and every remote send what broke, per released version. */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import {
  ClientErrorReportSchema,
  ReleaseCountsSchema,
  ReleaseLoadReportSchema,
} from '../schemas/client-errors';
import { CLIENT_ERROR_LIMITS } from '../limits';

export const clientErrorEndpoints = {
  'POST /error': endpoint({
    access: 'public',
    summary:
      'Records an error a browser hit (uncaught, unhandled rejection, remote load, error boundary) with its remote version and route. Rate-limited per address; nothing about the person is kept.',
    body: ClientErrorReportSchema,
    response: Type.Object({ received: Type.Literal(true) }),
    status: 201,
    errors: ['rate_limited'],
  }),
  'POST /error/loads': endpoint({
    access: 'public',
    summary:
      "Counts a page load (the shell build) and the remotes that loaded in it, per released version: the denominator of each release's error rate. Rate-limited per address; nothing about the person is kept.",
    body: ReleaseLoadReportSchema,
    response: Type.Object({ received: Type.Literal(true) }),
    status: 201,
    errors: ['rate_limited'],
  }),
  'GET /error/releases/counts': endpoint({
    access: 'deploy',
    summary:
      "Each version of one remote since a time, counted once per device and counting window: loads, load failures, errors, devices. The canary judge's input; for the deploy credential only.",
    query: Type.Object(
      {
        package: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.nameMaxLength }),
        /** An ISO time in UTC, e.g. `2030-01-02T03:04:05.000Z`: when the canary's step began. */
        since: Type.String({
          pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$',
          errorMessage: 'must be an ISO time in UTC, like 2030-01-02T03:04:05.000Z',
        }),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({
      /** Length of a counting window: a device counts at most once per window. */
      windowSeconds: Type.Integer(),
      releases: Type.Array(ReleaseCountsSchema),
    }),
    errors: ['forbidden'],
  }),
} as const;
