import type { RouteDeclaration } from 'platform';

/**
 * What a matched route carries for the layout (nav visibility) and analytics. Its own module so
 * that the layout can read it without importing the route table, which imports the layout.
 */
export interface RouteHandle {
  declaration: RouteDeclaration;
  owner: string;
}
