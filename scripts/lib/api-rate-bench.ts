/**
 * The API calls compared on each database with the fetch loop: public reads (the feed with and
 * without its computed fields, one event, search) and a signed-in read, with a real emulator token.
 */
import type { BenchPerson } from './bench-person';
import { CONCURRENCY, REQUESTS, printRates, type BenchTarget } from './request-rate';

export function apiTargets(
  database: string,
  apiUrl: string,
  eventId: string,
  person: BenchPerson,
): BenchTarget[] {
  return [
    { name: `${database} GET /health`, url: `${apiUrl}/health` },
    { name: `${database} GET /events/feed`, url: `${apiUrl}/events/feed?limit=10` },
    {
      name: `${database} GET /events/feed (computed excluded)`,
      url: `${apiUrl}/events/feed?limit=10`,
      headers: { 'x-exclude-computed-fields': 'true' },
    },
    { name: `${database} GET /events/`, url: `${apiUrl}/events/?eventId=${eventId}` },
    { name: `${database} GET /search`, url: `${apiUrl}/search?query=night` },
    {
      name: `${database} GET /users/events (signed in)`,
      url: `${apiUrl}/users/events`,
      headers: { authorization: `Bearer ${person.idToken}` },
    },
  ];
}

export function printApiRates(targets: readonly BenchTarget[]): Promise<void> {
  return printRates(
    `API request rate (fetch loop: ${REQUESTS} requests, concurrency ${CONCURRENCY}, API in its own process)`,
    targets,
  );
}
