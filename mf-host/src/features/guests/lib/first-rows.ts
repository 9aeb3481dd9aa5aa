import type { GuestEntry } from 'contract';

/**
 * The pass ids of each person's first row in the list: a person's refund request shows there
 * only (it covers all their tickets).
 */
export function firstRowsOfPeople(list: readonly GuestEntry[]): Set<string> {
  return new Set(
    list
      .filter((g, i) => list.findIndex((o) => o.person.id === g.person.id) === i)
      .map((g) => g.passId),
  );
}
