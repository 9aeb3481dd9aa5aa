/** GET /search. */
import { endpoint } from '../endpoint';
import { SearchPageSchema, SearchQuerySchema } from '../schemas/search';

export const searchEndpoints = {
  'GET /search': endpoint({
    access: 'optional',
    summary: 'Events, people and organizations matching every word (prefixes too), paged together.',
    query: SearchQuerySchema,
    response: SearchPageSchema,
    errors: [],
  }),
} as const;
