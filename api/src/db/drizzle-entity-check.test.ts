/**
 * drizzle-orm's entity check (`is`) runs under a patch of ours (patches/README.md): a class's
 * kinds are found once and kept. These tests hold the installed check to drizzle's own, kept
 * here as the reference, over every drizzle class the API's code can meet and values of each.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as drizzle from 'drizzle-orm';
import { entityKind, is, sql, type DrizzleEntityClass } from 'drizzle-orm';
import { PgDialect, alias, pgView } from 'drizzle-orm/pg-core';
import * as pgCore from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { events, users } from './schema';
import { orders, ticketTypes } from './schema-ticketing';

type Class = DrizzleEntityClass<unknown>;

/** drizzle-orm 0.45.4's `is`, as published. */
function publishedIs(value: unknown, type: Class): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof type) return true;
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(`Class "${type.name}" doesn't look like a Drizzle entity.`);
  }
  const kind: unknown = type[entityKind];
  let cls: unknown = (Object.getPrototypeOf(value) as { constructor?: unknown }).constructor;
  while (cls) {
    if (entityKind in (cls as object) && (cls as Record<symbol, unknown>)[entityKind] === kind) {
      return true;
    }
    cls = Object.getPrototypeOf(cls);
  }
  return false;
}

/** Every class drizzle exports from its core and its PostgreSQL modules. */
function drizzleClasses(): Class[] {
  const exported: unknown[] = [...Object.values(drizzle), ...Object.values(pgCore)];
  return [...new Set(exported)].filter(
    (value): value is Class =>
      typeof value === 'function' && Object.prototype.hasOwnProperty.call(value, entityKind),
  );
}

class NotAnEntity {}
/** `is` is typed for drizzle's classes only; the check at run time is what is tested here. */
const notAnEntity = NotAnEntity as unknown as Class;

/** Values of every kind a statement is built from, and some that are no entity at all. */
function sampleValues(): unknown[] {
  const dialect = new PgDialect();
  const placeholder = sql.placeholder('id');
  const fragment = sql`${events.id} = ${placeholder} and ${users.id} = ${'a value'}`;
  const aliased = alias(events, 'e2');
  const view = pgView('open_events').as((qb) => qb.select({ id: events.id }).from(events));
  const chunks = fragment.queryChunks;
  return [
    events,
    users,
    orders,
    ticketTypes,
    aliased,
    view,
    events.id,
    events.startTime,
    users.phone,
    ticketTypes.priceCents,
    aliased.id,
    fragment,
    ...chunks,
    placeholder,
    sql.identifier('events'),
    sql.raw('now()'),
    sql`1`.as('one'),
    sql.param(3),
    dialect,
    new NotAnEntity(),
    {},
    [],
    new Date(0),
    'text',
    7,
    null,
    undefined,
  ];
}

describe("drizzle-orm's entity check", () => {
  it('is the patched one: `npm install` applies patches/', () => {
    const require = createRequire(import.meta.url);
    const entityFile = require.resolve('drizzle-orm').replace(/index\.cjs$/, 'entity.js');
    expect(readFileSync(entityFile, 'utf8')).toContain('kindsByClass');
  });

  it('answers as the published check does for every class and every value', () => {
    const classes = drizzleClasses();
    const values = sampleValues();
    expect(classes.length).toBeGreaterThan(100);
    let entityMatches = 0;
    for (const type of classes) {
      for (const value of values) {
        const expected = publishedIs(value, type);
        if (expected) entityMatches += 1;
        expect({ type: type.name, value, answer: is(value, type) }).toEqual({
          type: type.name,
          value,
          answer: expected,
        });
      }
    }
    // The sample reaches the matching side too: each value is at least its own class and its
    // ancestors (a column is a PgColumn and a Column, a table a PgTable and a Table).
    expect(entityMatches).toBeGreaterThan(values.length);
  });

  it('keeps refusing a class that is not drizzle', () => {
    expect(() => is(events, notAnEntity)).toThrow(/doesn't look like a Drizzle entity/);
    expect(is(new NotAnEntity(), notAnEntity)).toBe(true);
  });

  it('answers no for an object without a prototype', () => {
    expect(is(Object.create(null), drizzle.SQL)).toBe(false);
  });
});
