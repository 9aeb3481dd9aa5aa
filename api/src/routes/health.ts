/** /v2/health: for load balancers and start-up scripts. Checks the database answers too. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { dataEnvelope } from '../http/common-schemas';

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: dataEnvelope(Type.Object({ ok: Type.Literal(true) })) } },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { data: { ok: true as const } };
    },
  );
};
