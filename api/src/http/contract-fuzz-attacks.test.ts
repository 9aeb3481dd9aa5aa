/**
 * Attacks on the shape of requests, for every endpoint of the contract, over HTTP against a real
 * server and database (the properties of `contract-fuzz-endpoints.test.ts`: never a 5xx, errors in
 * the envelope with a declared code, 2xx data matching the schema):
 * - structural attacks (`api/test/fuzz/structural-attacks.ts`): bodies nested thousands deep,
 *   huge arrays, `__proto__` / `constructor` / `prototype` keys, duplicate keys in the raw JSON
 *   text, every number at and past its bounds, hostile query shapes;
 * - forged paging tokens for every paged endpoint (`paging-attacks.ts`), sent by callers who may
 *   read each list (the host of the world's event, a member of its campus), so the token is
 *   decoded rather than refused at the door.
 */
import { contract, splitEndpointKey, type EndpointName, type EndpointSpec } from 'contract';
import { describe, expect, it } from 'vitest';
import { campusMembers, campuses } from '../db/schema-campuses';
import { FILE_QUOTAS, FUZZ_SEED } from '../../test/fuzz/fuzz-settings';
import {
  expectQuota,
  fuzzTests,
  startFuzzTarget,
  type FuzzCase,
} from '../../test/fuzz/fuzz-runner';
import { pagedEndpoints, pagingAttackArb } from '../../test/fuzz/paging-attacks';
import { attackArb } from '../../test/fuzz/structural-attacks';

const RUNS = 43;
const PAGING_RUNS = 70;
const PAGED = pagedEndpoints();

// The world's host and guest are members of a campus, so its member list reads their tokens.
const target = startFuzzTarget(async ({ api, world }) => {
  const [campus] = await api.database.db
    .insert(campuses)
    .values({ name: 'Fuzz Test College' })
    .returning({ id: campuses.id });
  await api.database.db.insert(campusMembers).values(
    [world.host, world.guest].map((person) => ({
      userId: person.id!,
      campusId: campus!.id,
      email: `${person.id}@fuzz.test`,
      joinedAt: new Date(),
    })),
  );
  world.pool.byField.campusId = [campus!.id];
});

/** Whether a response schema carries a page position (a `continuationToken` at any depth). */
function answersAPage(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  if ('continuationToken' in (schema as Record<string, unknown>)) return true;
  return Object.values(schema as Record<string, unknown>).some(answersAPage);
}

describe('paged endpoints, from the contract', () => {
  it('every endpoint that answers a page takes its position in a paging field', () => {
    const paged = new Set(PAGED.map((p) => p.name));
    const unpaged = (Object.keys(contract) as EndpointName[]).filter(
      (name) => answersAPage((contract[name] as EndpointSpec).response) && !paged.has(name),
    );
    expect(unpaged).toEqual([]);
    expect(paged).toContain('GET /events/feed');
    expect(paged).toContain('GET /campuses/members');
    expect(paged).toContain('GET /chats/:chatId/messages');
  });
});

const structural = (name: EndpointName): FuzzCase => ({
  title: name,
  endpoint: name,
  runs: RUNS,
  requests: (t) => attackArb(t, name),
});

// Deletions last, the account deletion very last (as in the endpoints file).
const rank = (name: EndpointName) =>
  (splitEndpointKey(name).method === 'DELETE' ? 1 : 0) + (name === 'DELETE /users/' ? 1 : 0);
const byRank = (r: number) =>
  (Object.keys(contract) as EndpointName[]).filter((n) => rank(n) === r);
const GROUPS: [string, FuzzCase[]][] = [
  [
    'forged paging tokens, and structural attacks on reads, creations and changes',
    [
      ...PAGED.map((paged) => ({
        title: `forged ${paged.field} for ${paged.name}`,
        endpoint: paged.name,
        runs: PAGING_RUNS,
        requests: (t: typeof target) => pagingAttackArb(t, paged),
      })),
      ...byRank(0).map(structural),
    ],
  ],
  ['structural attacks on deletions', byRank(1).map(structural)],
  ['structural attacks on the account deletion', byRank(2).map(structural)],
];

describe(`contract fuzz, attacks (seed ${FUZZ_SEED}, ${RUNS} per endpoint)`, () => {
  // Seeds unlike the endpoints file's, so no case draws like another.
  let seedOffset = 1_000;
  for (const [group, cases] of GROUPS) {
    describe(group, () => {
      fuzzTests(target, cases, seedOffset);
      seedOffset += cases.length;
    });
  }
});

expectQuota(target, 'attacks', FILE_QUOTAS.attacks);
