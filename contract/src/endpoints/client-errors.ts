/** Error reports from browsers: the shell and every remote send what broke, per released version. */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { ClientErrorReportSchema, ReleaseLoadReportSchema } from '../schemas/client-errors';

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
} as const;
