/**
 * The database handle the rest of the server sees. Code outside `src/db/` never learns which driver
 * is underneath: it gets `Database`, drizzle's common PostgreSQL type, typed with our schema.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type * as ticketingSchema from './schema-ticketing';
import type * as doorSchema from './schema-door';
import type * as doorOfflineSchema from './schema-door-offline';
import type * as insightsSchema from './schema-insights';
import type * as socialSchema from './schema-social';
import type * as clientErrorSchema from './schema-client-errors';
import type * as hostTeamSchema from './schema-host-team';
import type * as chatSchema from './schema-chat';
import type * as campusSchema from './schema-campuses';
import type * as organizationSchema from './schema-organizations';
import type * as moneySchema from './schema-money';
import type * as refundSchema from './schema-refunds';

export type Schema = typeof schema &
  typeof ticketingSchema &
  typeof doorSchema &
  typeof doorOfflineSchema &
  typeof insightsSchema &
  typeof socialSchema &
  typeof clientErrorSchema &
  typeof hostTeamSchema &
  typeof chatSchema &
  typeof campusSchema &
  typeof organizationSchema &
  typeof moneySchema &
  typeof refundSchema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseDriver = 'pglite' | 'node-postgres';

export interface AppDatabase {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Applies the migrations in `api/drizzle/` that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL. When present, the server uses node-postgres; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder. Default `<repo>/.data/pglite`; `'memory'` keeps everything in memory. */
  dataDir?: string;
  /**
   * A server only: send parameterised statements by name, parsed and planned once per connection
   * (named-statements.ts). On unless false. PGlite always names them: no pooler sits in between.
   */
  namedStatements?: boolean;
}
