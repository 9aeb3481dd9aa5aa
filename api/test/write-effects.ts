/**
 * What one write request changed: every table's rows (a fingerprint taken just before the request is
 * handled and again just before its answer is sent) and the payment provider's calls (a recording
 * double around the provider). Used to prove that a refused call changes nothing, whatever it did
 * before being refused (SPEC: authorise before any effect; docs/security.md).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../src/db/database';
import type { PaymentProvider } from '../src/payments/payment-provider';

export interface WriteEffects {
  method: string;
  url: string;
  status: number;
  /** Tables whose rows differ after the request. */
  changedTables: string[];
  /** Payment provider methods called while the request was handled. */
  providerCalls: string[];
}

/** A provider whose every method call is appended to `calls` (its name) before it runs. */
export function recordingProvider<P extends PaymentProvider>(provider: P, calls: string[]): P {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || property === 'now') return value;
      return (...args: unknown[]) => {
        calls.push(String(property));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** One row per table: its row count and a hash of all its rows. */
async function fingerprint(db: Database, tables: string[]): Promise<Map<string, string>> {
  if (tables.length === 0) return new Map();
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as print from "${table}" t`,
  );
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  const rows = (result as unknown as { rows: { name: string; print: string }[] }).rows;
  return new Map(rows.map((row) => [row.name, row.print]));
}

async function tablesOf(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema() order by tablename`,
  );
  const rows = (result as unknown as { rows: { tablename: string }[] }).rows;
  // Drizzle's own bookkeeping is not the app's data.
  return rows.map((row) => row.tablename).filter((name) => !name.startsWith('__drizzle'));
}

/**
 * Hooks `app` (before it listens) so every non-GET request records its effects; `last()` answers
 * the most recent one. Requests must come one at a time (the fingerprints are of the whole database).
 */
export function recordWriteEffects(
  app: FastifyInstance,
  db: Database,
  providerCalls: string[],
): { last(): WriteEffects | null } {
  let tables: string[] | null = null;
  let last: WriteEffects | null = null;
  const before = new WeakMap<FastifyRequest, { print: Map<string, string>; calls: number }>();
  const isWrite = (request: FastifyRequest) =>
    request.method !== 'GET' && request.method !== 'HEAD';

  app.addHook('onRequest', async (request) => {
    if (!isWrite(request)) return;
    tables ??= await tablesOf(db);
    before.set(request, { print: await fingerprint(db, tables), calls: providerCalls.length });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const start = before.get(request);
    if (!start || !tables) return payload;
    before.delete(request);
    const after = await fingerprint(db, tables);
    last = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      changedTables: tables.filter((table) => start.print.get(table) !== after.get(table)),
      providerCalls: providerCalls.slice(start.calls),
    };
    return payload;
  });
  return { last: () => last };
}
