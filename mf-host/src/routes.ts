import type { RouteDeclaration } from 'platform';

/** No pages yet: the host area (dashboard, guests, scan, wallet) arrives with its issue. */
export const routes: RouteDeclaration[] = [];
