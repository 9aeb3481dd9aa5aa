/**
 * A request's statements on one pooled connection, taken once (docs/performance.md, "The ninth
 * round"). The pool has fewer connections than requests run at once, so under load every
 * statement outside a transaction, and every transaction, first waits its turn for a connection.
 * A free RSVP waited four times (the key's claim, the funnel's mark, the transaction, the key's
 * answer) where leaving waits once, and so took three times as long as leaving.
 *
 * `onOneConnection(db, work)` runs `work` with a Database whose statements and transactions all
 * go over one connection, taken at the first statement and given back when `work` ends, however
 * it ends. `letConnectionGo(db)` gives it back early: call it before waiting on anything outside
 * the database (a payment provider's call takes up to seconds), so that no connection is held
 * through that wait. From then on, each statement and transaction takes its own turn again.
 *
 * Only a database opened with `allowOneConnection` pins (a PostgreSQL server's pool). On any other
 * (embedded PGlite, whose one connection every statement shares anyway) `work` gets `db` itself.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database } from './database';

/**
 * Handed to drizzle in place of the server's pool. Its class name holds "Pool": drizzle's
 * node-postgres session takes that as a pool and asks `connect()` for a transaction's connection
 * (its check, `session.js`, is the class or the name), which is the held one here.
 */
class PinnedPool {
  readonly db: Database;
  #held: Promise<pg.PoolClient> | null = null;
  /** The held connection once it came: its statements then go straight to it. */
  #heldClient: pg.PoolClient | null = null;
  /** Off between works: a statement someone forgot to await then takes a turn of its own. */
  #pinning = false;
  #openTransactions = 0;

  constructor(
    private readonly pool: pg.Pool,
    /** The database it pins statements of (a pinned pool always pins the same one). */
    readonly origin: Database,
  ) {
    this.db = drizzle(this as unknown as pg.Pool, { schema: origin._.fullSchema });
  }

  #client(): Promise<pg.PoolClient> {
    if (!this.#held) {
      const held = this.pool.connect().then((client) => {
        // Unless it was given back meanwhile (the work ended before the connection came).
        if (this.#held === held) this.#heldClient = client;
        return client;
      });
      this.#held = held;
    }
    return this.#held;
  }

  query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.#heldClient) return this.#heldClient.query(config, values);
    if (this.#pinning) return this.#client().then((client) => client.query(config, values));
    return this.#queryOnItsOwn(config, values);
  }

  async #queryOnItsOwn(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const client = await this.pool.connect();
    try {
      return await client.query(config, values);
    } finally {
      client.release();
    }
  }

  /** A transaction's connection: the held one, kept when drizzle releases it after COMMIT. */
  async connect(): Promise<Pick<pg.PoolClient, 'query' | 'release'>> {
    if (!this.#pinning) return this.pool.connect();
    const client = await this.#client();
    this.#openTransactions += 1;
    return {
      query: client.query.bind(client) as pg.PoolClient['query'],
      release: () => {
        this.#openTransactions -= 1;
      },
    };
  }

  /** Gives the connection back and takes one per statement from now on. */
  unpin(): void {
    // Given back inside a transaction, another request would run its statements in ours.
    if (this.#openTransactions > 0) {
      throw new Error('letConnectionGo: called inside a transaction; call it after its commit');
    }
    this.#pinning = false;
    this.#giveBack();
  }

  /** A work starts: its first statement takes the connection it keeps. */
  begin(): void {
    this.#pinning = true;
    this.#openTransactions = 0;
  }

  /** The work ended. */
  finish(): void {
    this.#pinning = false;
    this.#giveBack();
  }

  #giveBack(): void {
    const held = this.#held;
    const client = this.#heldClient;
    this.#held = null;
    this.#heldClient = null;
    // A connection that broke is not queryable, and the pool drops it rather than reuse it.
    if (client) {
      client.release();
      return;
    }
    // Still coming (the work ended before it came): given back once it comes.
    held?.then(
      (came) => came.release(),
      () => undefined,
    );
  }
}

interface Pinning {
  pool: pg.Pool;
  /** Pinned pools not in use, each with its drizzle instance (drizzle() reads the schema: slow). */
  idle: PinnedPool[];
}

/** At most this many idle pinned pools are kept for reuse; more only while more requests run. */
const MAX_IDLE = 64;

const pinnings = new WeakMap<Database, Pinning>();
/** Each pinned Database's pool, for as long as both live. */
const pinnedPools = new WeakMap<Database, PinnedPool>();

/** Lets `onOneConnection` pin `db`'s statements to one connection of `pool`, `db`'s own pool. */
export function allowOneConnection(db: Database, pool: pg.Pool): void {
  pinnings.set(db, { pool, idle: [] });
}

export async function onOneConnection<T>(
  db: Database,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const pinning = pinnings.get(db);
  if (!pinning) return work(db);
  let pinned = pinning.idle.pop();
  if (!pinned) {
    pinned = new PinnedPool(pinning.pool, db);
    pinnedPools.set(pinned.db, pinned);
  }
  pinned.begin();
  try {
    return await work(pinned.db);
  } finally {
    pinned.finish();
    if (pinning.idle.length < MAX_IDLE) pinning.idle.push(pinned);
  }
}

/** Gives `db`'s connection back for the rest of its work; nothing for a database not pinned. */
export function letConnectionGo(db: Database): void {
  pinnedPools.get(db)?.unpin();
}

/**
 * The database `db` runs on: `db` itself, or for one `onOneConnection` handed out, the database it
 * was made from. What is kept per database (door-keys.ts) is kept by this, or every pinned
 * Database would keep its own copy.
 */
export function databaseOf(db: Database): Database {
  return pinnedPools.get(db)?.origin ?? db;
}
