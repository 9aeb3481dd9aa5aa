/**
 * What demo hosts and demo guests share: fixed ids, Firebase uids no account has (nobody can sign
 * in as them) and fictional 555-01xx numbers; and finding their users' ids once written.
 */
import type { Database } from '../db/database';
import { idsByValue } from '../db/ids-by-value';
import { users } from '../db/schema';

export interface DemoPerson {
  key: string;
  id: string;
  firebaseUid: string;
  phone: string;
  name: string;
  username: string;
}

/**
 * The users' ids of the demo people, by key, read back by Firebase uid rather than trusting the
 * fixed ids (a person may already exist). A person with no user is left out.
 */
export async function demoUserIds(
  tx: Database,
  people: readonly DemoPerson[],
): Promise<Map<string, string>> {
  const idOfUid = await idsByValue(
    tx,
    { id: users.id, key: users.firebaseUid },
    people.map((p) => p.firebaseUid),
  );
  return new Map(
    people.flatMap((person) => {
      const id = idOfUid.get(person.firebaseUid);
      return id ? [[person.key, id] as const] : [];
    }),
  );
}
