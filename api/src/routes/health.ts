/** /v2/health: for load balancers and start-up scripts. Checks the database answers too. */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serve } from '../http/serve-endpoint';

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, 'GET /health', async () => {
    await db.execute(sql`select 1`);
    return { ok: true as const };
  });
};
