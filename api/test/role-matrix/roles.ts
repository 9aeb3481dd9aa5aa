/**
 * The route × role matrix's roles and rules (api/src/routes/route-role-matrix.test.ts says what
 * the matrix proves): who calls, what a row's rule allows, and the status each caller must get.
 */
import {
  COHOST_PRIVILEGES,
  contract,
  levelAllows,
  type CohostPrivilege,
  type EndpointName,
  type HostPermission,
} from 'contract';
import {
  isEventGuardedOrganizationCall,
  isOrganizationCall,
  type EventGuardedOrganizationCall,
  type OrganizationCall,
} from '../organization-calls';
import type { TestResponse } from '../test-api';
import type { WorldPerson } from '../contract-world';

export const ROLES = [
  'visitor',
  'unregistered',
  'stranger',
  'guest',
  'pending',
  ...COHOST_PRIVILEGES,
  'host',
] as const;
export type Role = (typeof ROLES)[number];

export type Rule =
  | { kind: 'access' }
  | { kind: 'permission'; permission: HostPermission }
  | { kind: 'hostOnly' }
  | { kind: 'only'; roles: readonly Role[] };

export interface Row {
  rule: Rule;
  /** One call as `who` (null: no token). */
  call: (who: WorldPerson | null, role: Role) => Promise<TestResponse>;
  /** What a served caller gets, when not the endpoint's success status. */
  served?: number;
  /** What a signed-in caller the rule refuses gets (default 403). */
  refused?: number;
  /** Explicit answers, each with its reason in a comment. */
  except?: Partial<Record<Role, number>>;
  /** Run after every other row, in this order (it changes who the callers are). */
  last?: number;
}

/**
 * Every call but the organization ones, which their own route × level test covers; those that an
 * event permission guards too are here as well.
 */
export type MatrixCall = Exclude<EndpointName, OrganizationCall> | EventGuardedOrganizationCall;
export const inMatrix = (name: EndpointName) =>
  !isOrganizationCall(name) || isEventGuardedOrganizationCall(name);
/** A part of the matrix (the rows-*.ts files); the test joins them and checks none is missing. */
export type MatrixRows = Partial<Record<MatrixCall, Row>>;

export const organizers: readonly Role[] = ['host', ...COHOST_PRIVILEGES];
export const access: Rule = { kind: 'access' };
export const permission = (p: HostPermission): Rule => ({ kind: 'permission', permission: p });

export function ruleAllows(rule: Rule, role: Role): boolean {
  switch (rule.kind) {
    case 'access':
      return true;
    case 'permission':
      if (role === 'host') return true;
      return (
        (COHOST_PRIVILEGES as readonly string[]).includes(role) &&
        levelAllows(role as CohostPrivilege, rule.permission)
      );
    case 'hostOnly':
      return role === 'host';
    case 'only':
      return rule.roles.includes(role);
  }
}

/** The status `role` must get from `name`. */
export function expectedStatus(name: EndpointName, row: Row, role: Role): number {
  const explicit = row.except?.[role];
  if (explicit !== undefined) return explicit;
  const spec = contract[name];
  if (role === 'visitor' && ['token', 'user', 'deploy'].includes(spec.access)) return 401;
  if (role === 'unregistered' && spec.access === 'user') return 404;
  if (!ruleAllows(row.rule, role)) return row.refused ?? 403;
  return row.served ?? ('status' in spec ? spec.status : 200);
}

/**
 * Whether `role` is a caller the endpoint refuses (its access policy, or its rule): such a call must
 * change nothing, in the database or at the payment provider.
 */
export function isRefused(name: EndpointName, row: Row, role: Role): boolean {
  // An explicit answer is a special case (e.g. the person without a record has made one by then).
  if (row.except?.[role] !== undefined) return false;
  const spec = contract[name];
  if (role === 'visitor' && (spec.access === 'token' || spec.access === 'user')) return true;
  if (role === 'unregistered' && spec.access === 'user') return true;
  return !ruleAllows(row.rule, role);
}

export const isWrite = (name: EndpointName) => !name.startsWith('GET ');
