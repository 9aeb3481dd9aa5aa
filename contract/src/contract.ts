/**
 * Every endpoint of the API, in one record. The API registers exactly these routes (a test checks
 * both ways), shared-api's functions are typed from them, and the OpenAPI document and
 * docs/api.md are generated from them. Add an endpoint here first (README: "Adding an endpoint").
 */
import type { EndpointKey, EndpointSpec } from './endpoint';
import { accountEndpoints } from './endpoints/account';
import { campusEndpoints } from './endpoints/campuses';
import { clientErrorEndpoints } from './endpoints/client-errors';
import { chatEndpoints } from './endpoints/chat';
import { eventEndpoints } from './endpoints/events';
import { hostEndpoints } from './endpoints/hosts';
import { hostTeamEndpoints } from './endpoints/host-team';
import { hostInsightEndpoints } from './endpoints/host-insights';
import { hostGuestEndpoints } from './endpoints/host-guests';
import { eventRefundEndpoints } from './endpoints/event-refunds';
import { moneyEndpoints } from './endpoints/money';
import { friendEndpoints } from './endpoints/friends';
import { organizationEndpoints } from './endpoints/organizations';
import { searchEndpoints } from './endpoints/search';
import { systemEndpoints } from './endpoints/system';
import { ticketingEndpoints } from './endpoints/ticketing';
import { userEndpoints } from './endpoints/users';

export const contract = {
  ...systemEndpoints,
  ...userEndpoints,
  ...accountEndpoints,
  ...eventEndpoints,
  ...hostEndpoints,
  ...hostTeamEndpoints,
  ...hostGuestEndpoints,
  ...eventRefundEndpoints,
  ...hostInsightEndpoints,
  ...ticketingEndpoints,
  ...searchEndpoints,
  ...friendEndpoints,
  ...organizationEndpoints,
  ...clientErrorEndpoints,
  ...chatEndpoints,
  ...campusEndpoints,
  ...moneyEndpoints,
} as const satisfies Record<EndpointKey, EndpointSpec>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/** The endpoints that answer the `{ data }` envelope: the ones a client calls with `request()`. */
export type JsonEndpointName = {
  [K in EndpointName]: Contract[K] extends { response: unknown } ? K : never;
}[EndpointName];

export const endpointNames = (): EndpointName[] => Object.keys(contract) as EndpointName[];
