import { describe, expect, inject, it } from 'vitest';

// The api-postgres project sets TEST_DB=postgres for its workers; global setup runs elsewhere and
// once built a PGlite template for it anyway, so "PostgreSQL" runs quietly tested PGlite.
describe('the test database', () => {
  it("is the kind this project's TEST_DB names", () => {
    expect(inject('testDatabase').kind).toBe(process.env.TEST_DB ?? 'pglite');
  });
});
