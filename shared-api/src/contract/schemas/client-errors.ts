/** A browser's report of an error (POST /error): what, where, and in which release. No person. */
import { Type, type Static } from 'typebox';
import { CLIENT_ERROR_KINDS } from '../enums';
import { CLIENT_ERROR_LIMITS } from '../limits';
import { Nullable } from './common';

const Name = Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.nameMaxLength });

export const ClientErrorReportSchema = Type.Object(
  {
    kind: Type.Enum(CLIENT_ERROR_KINDS),
    message: Type.String({ maxLength: CLIENT_ERROR_LIMITS.messageMaxLength }),
    stack: Type.Optional(Nullable(Type.String({ maxLength: CLIENT_ERROR_LIMITS.stackMaxLength }))),
    /** The remote the error came from (`mf-events` at `1.0.0-3fa2c1d9`), null for the shell. */
    remote: Nullable(Type.Object({ name: Name, version: Name }, { additionalProperties: false })),
    /** The path only: a query string or fragment is dropped (they can hold personal data). */
    route: Type.String({
      minLength: 1,
      maxLength: CLIENT_ERROR_LIMITS.routeMaxLength,
      pattern: '^/[^?#]*$',
      errorMessage: 'must be a path starting with / (no query string or fragment)',
    }),
    /** The shell's build, e.g. `shell@0.1.0`. */
    appVersion: Name,
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReportSchema>;
