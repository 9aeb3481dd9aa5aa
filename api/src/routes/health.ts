/**
 * /v2/health answers that the process is alive without touching the database: a load balancer or
 * orchestrator asks it every few seconds, and under load a query there queues behind the real ones
 * (on PGlite every query runs in turn in this thread). /v2/health/ready also asks the database.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serve } from '../http/serve-endpoint';

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, 'GET /health', async () => ({ ok: true as const }));
  serve(app, 'GET /health/ready', async () => {
    await db.execute(sql`select 1`);
    return { ok: true as const };
  });
};
