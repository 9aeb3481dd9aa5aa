/** GET /v2/openapi.json: the contract as OpenAPI 3.1, for other clients and teams. */
import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from 'contract';
import { serve } from '../http/serve-endpoint';

export const openApiRoutes: FastifyPluginAsync<{ serverUrl: string }> = async (
  app,
  { serverUrl },
) => {
  // Built once: the contract does not change while the process runs.
  const document = JSON.stringify(openApiDocument({ version: 'v2', serverUrl }));
  serve(app, 'GET /openapi.json', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document),
  );
};
