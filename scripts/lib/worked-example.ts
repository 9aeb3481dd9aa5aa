/**
 * The worked example of docs/platform.md ("Who owns an API hook"), as a scripted change: one
 * remote's screen needs a new endpoint. It touches the contract, the API and mf-events only:
 * the endpoint's declaration, its route and its row in the route-by-role test, a hook in the
 * remote's feature folder built on shared-api's `callEndpoint`, and the page that shows it.
 * Nothing in shared-api or the shell.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const EXAMPLE_ENDPOINT = 'GET /events/ticket-types/count';
export const EXAMPLE_PATH = '/app/event/:eventId/ticket-count';

const NEW_FILES: Record<string, string> = {
  'contract/src/endpoints/ticket-type-count.ts': `import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { EventIdQuery } from '../schemas/common';

export const ticketTypeCountEndpoints = {
  '${EXAMPLE_ENDPOINT}': endpoint({
    access: 'public',
    summary: 'How many ticket types an event has.',
    query: EventIdQuery,
    response: Type.Object({ count: Type.Integer({ minimum: 0 }) }),
    errors: [],
  }),
};
`,
  'api/src/routes/ticket-type-count.ts': `import type { FastifyPluginAsync } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { ticketTypes } from '../db/schema-ticketing';
import { isUuid } from '../db/uuid';
import { serve } from '../http/serve-endpoint';

export const ticketTypeCountRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  serve(app, '${EXAMPLE_ENDPOINT}', async (request) => {
    if (!isUuid(request.query.eventId)) return { count: 0 };
    const [row] = await db
      .select({ count: count() })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, request.query.eventId));
    return { count: row?.count ?? 0 };
  });
};
`,
  'mf-events/src/features/ticket-type-count/api/ticket-type-count.ts': `import { queryOptions, useQuery } from 'shared-api/query';
import { callEndpoint } from 'shared-api';

export const ticketTypeCountQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'ticket-type-count', eventId],
    queryFn: ({ signal }) =>
      callEndpoint('${EXAMPLE_ENDPOINT}', { query: { eventId }, signal }),
    retry: false,
  });

export function useTicketTypeCount(eventId: string) {
  return useQuery(ticketTypeCountQuery(eventId));
}
`,
  'mf-events/src/pages/ticket-type-count-page.tsx': `import { useParams } from 'shared-ui/router';
import { useTicketTypeCount } from '../features/ticket-type-count/api/ticket-type-count';

export default function TicketTypeCountPage() {
  const { eventId = '' } = useParams();
  const { data } = useTicketTypeCount(eventId);
  return <h1>{data ? \`\${data.count} ticket types\` : 'Loading…'}</h1>;
}
`,
};

/** Edits to existing files: [file, text to find, text to put after it]. */
const INSERTIONS: [string, string, string][] = [
  [
    'contract/src/contract.ts',
    "import { userEndpoints } from './endpoints/users';",
    "\nimport { ticketTypeCountEndpoints } from './endpoints/ticket-type-count';",
  ],
  ['contract/src/contract.ts', '  ...systemEndpoints,', '\n  ...ticketTypeCountEndpoints,'],
  [
    'api/src/app/build-server.ts',
    "import { healthRoutes } from '../routes/health';",
    "\nimport { ticketTypeCountRoutes } from '../routes/ticket-type-count';",
  ],
  [
    'api/src/app/build-server.ts',
    'await v2.register(healthRoutes, { db: options.db });',
    '\n  await v2.register(ticketTypeCountRoutes, { db: options.db });',
  ],
  [
    // Every call of the contract is checked for every kind of caller; a public read is served
    // to all of them.
    'api/test/role-matrix/rows-system-money.ts',
    "  'GET /health': { rule: access, call: get('/v2/health') },",
    `\n  '${EXAMPLE_ENDPOINT}': { rule: access, call: get('/v2/events/ticket-types/count?eventId=x') },`,
  ],
  [
    'mf-events/src/pages.ts',
    '  pages: [',
    `\n    { path: '${EXAMPLE_PATH}', page: 'TicketTypeCountPage' },`,
  ],
];

/** Applies the change to the repository at `root`; returns the files it wrote. */
export async function addTicketTypeCountEndpoint(root: string): Promise<string[]> {
  const written = new Set<string>();
  for (const [file, text] of Object.entries(NEW_FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
    written.add(file);
  }
  for (const [file, anchor, added] of INSERTIONS) {
    const source = await readFile(path.join(root, file), 'utf8');
    if (!source.includes(anchor)) throw new Error(`${file} no longer contains "${anchor}"`);
    await writeFile(path.join(root, file), source.replace(anchor, anchor + added));
    written.add(file);
  }
  return [...written].sort();
}
