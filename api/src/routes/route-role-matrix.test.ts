/**
 * Route × role: EVERY endpoint of the contract, called by every role (a visitor, a signed-in person
 * with no user record, a stranger, a guest of the event, a pending co-host, an accepted co-host at
 * each level, the host), answers the status its access policy and the host permission table say.
 * A contract endpoint with no row here fails the first test.
 *
 * Each row is one harmless call (repeatable, or set up afresh for each caller when it changes
 * something: leaving an event, answering an invitation, removing a friend) and a rule:
 * - `access`: only the access policy: a visitor gets 401 where a token is needed, a person with no
 *   record 404 (`user_not_found`) where a user is, everyone else is served;
 * - `permission`: the host and the co-host levels whose HOST_PERMISSION_TABLE entry has it are
 *   served; every other signed-in role is refused (403);
 * - `hostOnly`: the host alone (deleting the event);
 * - `only`: the roles named (a pass's owner, a chat's members); the rest get `refused`.
 * `except` states a role's answer explicitly where a route is special, with the reason.
 *
 * The rows live by area in api/test/role-matrix/rows-*.ts, the roles and rules in its roles.ts,
 * the world they are called in in its matrix-world.ts.
 *
 * Adding a role (organization levels, when they land): add it to ROLES, give it a person in
 * `personOf`, and say in `ruleAllows` what each rule gives it.
 */
import { COHOST_PRIVILEGES, HOST_PERMISSION_REFUSALS, contract, type EndpointName } from 'contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOrganizationCall } from '../../test/organization-calls';
import { m, personOf, setUpMatrix } from '../../test/role-matrix/matrix-world';
import {
  expectedStatus,
  inMatrix,
  isRefused,
  isWrite,
  permission,
  ROLES,
  ruleAllows,
  type MatrixCall,
  type Row,
} from '../../test/role-matrix/roles';
import { eventRows } from '../../test/role-matrix/rows-events';
import { friendAndChatRows } from '../../test/role-matrix/rows-friends-chat';
import { hostToolRows } from '../../test/role-matrix/rows-host-tools';
import { systemAndMoneyRows } from '../../test/role-matrix/rows-system-money';
import { ticketAndSearchRows } from '../../test/role-matrix/rows-tickets-search';
import { userRows } from '../../test/role-matrix/rows-users';
import { namesEvent } from '../http/serve-endpoint';

/**
 * Every row, by area (test/role-matrix/rows-*.ts); a call missing from all of them fails the type
 * check.
 */
const ROWS: Record<MatrixCall, Row> = {
  ...systemAndMoneyRows,
  ...userRows,
  ...eventRows,
  ...hostToolRows,
  ...ticketAndSearchRows,
  ...friendAndChatRows,
};

beforeAll(setUpMatrix, 120_000);
afterAll(() => m.api?.close());

const ORDERED = (Object.keys(ROWS) as MatrixCall[]).sort(
  (a, b) => (ROWS[a].last ?? 0) - (ROWS[b].last ?? 0),
);

describe('route × role', () => {
  it('proves a refused call changes nothing for every write endpoint (organization calls: org-permissions.test)', () => {
    const writes = (Object.keys(contract) as EndpointName[]).filter(isWrite);
    const uncovered = writes.filter((name) => !(name in ROWS) && !isOrganizationCall(name));
    expect(uncovered).toEqual([]);
  });

  it('declares the event permission of every call that names an event, so the route layer checks it first', () => {
    const wrong: string[] = [];
    for (const name of Object.keys(ROWS) as MatrixCall[]) {
      const { rule } = ROWS[name];
      const spec = contract[name];
      const declared = 'eventPermission' in spec ? spec.eventPermission : undefined;
      const wanted =
        rule.kind === 'permission'
          ? rule.permission
          : rule.kind === 'hostOnly'
            ? 'host'
            : undefined;
      // Calls on a link (affiliate links by linkId) check the link's event in their handler.
      if (namesEvent(spec) && declared !== wanted) {
        wrong.push(`${name}: declares ${declared}, the matrix says ${wanted}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has a row for every endpoint of the contract (organization calls: org-permissions.test)', () => {
    const names = Object.keys(contract) as EndpointName[];
    expect(Object.keys(ROWS).sort()).toEqual(names.filter(inMatrix).sort());
    expect(ROWS['POST /events/organization-invitations'].rule).toEqual(permission('edit_event'));
    expect(ROWS['POST /events/organization-requests'].rule).toEqual(permission('edit_event'));
  });

  for (const name of ORDERED) {
    it(name, async () => {
      const row = ROWS[name];
      const wrong: string[] = [];
      for (const role of ROLES) {
        const expected = expectedStatus(name, row, role);
        const res = await row.call(personOf(role), role);
        if (isWrite(name) && isRefused(name, row, role)) {
          // Authorise before any effect: a refused write leaves every table and the provider as
          // they were (the last write request is this call: every row ends with it).
          const effects = m.api.lastWrite();
          expect(effects?.status, `${name} as ${role}: the call recorded`).toBe(res.status);
          if (effects && (effects.changedTables.length > 0 || effects.providerCalls.length > 0)) {
            wrong.push(
              `${role}: refused (${res.status}) but changed tables [${effects.changedTables.join(', ')}], provider calls [${effects.providerCalls.join(', ')}]`,
            );
          }
        }
        if (res.status !== expected) {
          wrong.push(
            `${role}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        }
        // Every refusal is the contract's envelope.
        if (res.status >= 400 && res.body && typeof res.body === 'object') {
          expect(res.body.error?.code, `${name} as ${role}`).toEqual(expect.any(String));
        }
        // A co-host level the table refuses is told which permission it lacks.
        const level = (COHOST_PRIVILEGES as readonly string[]).includes(role);
        if (row.rule.kind === 'permission' && level && !ruleAllows(row.rule, role)) {
          expect(res.body?.error?.message, `${name} as ${role}`).toBe(
            HOST_PERMISSION_REFUSALS[row.rule.permission],
          );
        }
      }
      expect(wrong.join('\n'), name).toBe('');
    });
  }
});
