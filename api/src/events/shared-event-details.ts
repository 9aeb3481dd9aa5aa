/**
 * The parts of an Event that are the same for everyone (ticket types, like/view/share counts, who
 * is going and the first of them), remembered per process for the answer cache's TTL, by event.
 * A signed-in person's page then costs only the queries about them (`personalDetails` in
 * event-details.ts): the feed went from nine queries a request to two (docs/performance.md).
 *
 * As fresh as a visitor's cached answer (api/README.md "Caching"): any write this process answers
 * clears it, and an answer computed while a write was in flight is not kept (the generation).
 * Another process's writes show within the TTL. Only reads use it: a write's own answer is
 * computed from the database.
 */
import type { EventSharedDetails } from './event-details';

export class SharedEventDetails {
  private readonly entries = new Map<string, { details: EventSharedDetails; until: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The remembered details of each id still fresh; the others are left out. */
  get(ids: readonly string[], computed: boolean): Map<string, EventSharedDetails> {
    const found = new Map<string, EventSharedDetails>();
    const now = this.now();
    for (const id of ids) {
      const entry = this.entries.get(key(id, computed));
      if (entry && entry.until > now) found.set(id, entry.details);
    }
    return found;
  }

  /** What `remember` needs to know whether a write cleared the cache since. */
  mark(): number {
    return this.generation;
  }

  remember(mark: number, computed: boolean, details: ReadonlyMap<string, EventSharedDetails>) {
    if (mark !== this.generation) return;
    const until = this.now() + this.ttlMs;
    for (const [id, value] of details) {
      const k = key(id, computed);
      this.entries.delete(k);
      this.entries.set(k, { details: value, until });
    }
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

const key = (id: string, computed: boolean) => `${id}:${computed ? 'computed' : 'lean'}`;
