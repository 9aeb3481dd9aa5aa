/**
 * Forged paging tokens for every paged endpoint of the contract (`api/test/fuzz/paging-attacks.ts`),
 * sent by callers who may read each list (the host of the world's event, a member of its campus),
 * so the token is decoded rather than refused at the door. Same properties as the other fuzz
 * files; a forged token is a 400 naming the field, never a 5xx.
 */
import { contract, type EndpointName, type EndpointSpec } from 'contract';
import { describe, expect, it } from 'vitest';
import { campusMembers, campuses } from '../db/schema-campuses';
import { FILE_QUOTAS, FUZZ_SEED } from '../../test/fuzz/fuzz-settings';
import { expectQuota, fuzzTests, startFuzzTarget } from '../../test/fuzz/fuzz-runner';
import { pagedEndpoints, pagingAttackArb } from '../../test/fuzz/paging-attacks';

const RUNS = 70;
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

describe(`contract fuzz, forged paging tokens (seed ${FUZZ_SEED}, ${RUNS} per endpoint)`, () => {
  fuzzTests(
    target,
    PAGED.map((paged) => ({
      title: `${paged.name} (${paged.field})`,
      endpoint: paged.name,
      runs: RUNS,
      requests: (t) => pagingAttackArb(t, paged),
    })),
    3_000,
  );
});

expectQuota(target, 'paging', FILE_QUOTAS.paging);
