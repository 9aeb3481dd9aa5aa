/**
 * Every URL a `paths.*` builder produces must be a route someone declares: a remote (its
 * src/pages.ts, read here so no remote imports another) or the shell. A builder whose URL nobody
 * declares would send visitors to the not-found page.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRemoteList } from 'platform/build';
import { routesOf, type RemotePages } from 'platform';
import { paths, type AuthStep } from 'shared-api';

type Paths = typeof paths;
import { pathMatches } from './lib/route-match';
import { ROOT } from './lib/workspace';

/** The shell's own pages outside /app (shell/src/app/app-routes.tsx) that a builder targets. */
const SHELL_ROUTES = ['/signout'];

const AUTH_STEPS = {
  phone: true,
  otp: true,
  name: true,
  photo: true,
  birthday: true,
  gender: true,
  instagram: true,
  confirmInstagram: true,
  done: true,
} satisfies Record<AuthStep, true>;

/** Sample URLs from each builder. Keyed by builder, so a new builder fails to compile until listed. */
const SAMPLES: Record<keyof Paths, () => string[]> = {
  feed: () => [paths.feed()],
  event: () => [paths.event('e1')],
  user: () => [paths.user('u1')],
  userFriends: () => [paths.userFriends('u1'), paths.userFriends('u1', { mutual: true })],
  pass: () => [paths.pass('p1')],
  create: () => [paths.create(), paths.create({ type: 'ticketed' })],
  createImport: () => [paths.createImport()],
  host: () => [paths.host('e1')],
  wallet: () => [paths.wallet()],
  stripeConnect: () => [paths.stripeConnect()],
  auth: () => [paths.auth(), ...Object.keys(AUTH_STEPS).map((s) => paths.auth(s as AuthStep))],
  chat: () => [paths.chat('c1')],
  eventChat: () => [paths.eventChat('e1')],
  orgCreate: () => [paths.orgCreate()],
  orgEdit: () => [paths.orgEdit('o1')],
  orgDashboard: () => [paths.orgDashboard('o1')],
  dispute: () => [paths.dispute('d1')],
  signout: () => [paths.signout()],
  org: () => [paths.org('o1')],
  paymentReturn: () => [paths.paymentReturn('e1')],
};

async function declaredRoutes(): Promise<{ owner: string; path: string }[]> {
  const routes = SHELL_ROUTES.map((p) => ({ owner: 'shell', path: p }));
  for (const { package: name } of readRemoteList(ROOT)) {
    const module = (await import(path.join(ROOT, name, 'src/pages.ts'))) as { remote: RemotePages };
    routes.push(...routesOf(module.remote).map((r) => ({ owner: name, path: r.path })));
  }
  return routes;
}

/** The sampled URLs that no declared route matches. */
function undeclared(urls: string[], routes: { path: string }[]): string[] {
  return urls.filter((url) => !routes.some((r) => pathMatches(url, r.path)));
}

describe('path builders', () => {
  it('every builder has samples, and each sample URL is declared by a remote or the shell', async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(paths).sort());
    const routes = await declaredRoutes();
    expect(
      undeclared(
        Object.values(SAMPLES).flatMap((sample) => sample()),
        routes,
      ),
    ).toEqual([]);
  });

  it('can fail: without the /app/host/:eventId declaration, paths.host is reported', async () => {
    const routes = (await declaredRoutes()).filter((r) => r.path !== '/app/host/:eventId');
    expect(undeclared(SAMPLES.host(), routes)).toEqual(['/app/host/e1']);
    expect(undeclared(['/app/nowhere/x', '/signout/extra'], routes)).toHaveLength(2);
  });
});

describe('pathMatches', () => {
  it('reads parameters, optional parameters, splats and query strings', () => {
    expect(pathMatches('/app/user/u1', '/app/user/:userId?/:modal?')).toBe(true);
    expect(pathMatches('/app/user', '/app/user/:userId?/:modal?')).toBe(true);
    expect(pathMatches('/app/create?type=ticketed', '/app/create')).toBe(true);
    expect(pathMatches('/app/event/e1/payment-return', '/app/event/:eventId/:modal?')).toBe(true);
    expect(pathMatches('/docs/a/b', '/docs/*')).toBe(true);
    expect(pathMatches('/app/host/e1', '/app/host/:eventId/dashboard/:modal?')).toBe(false);
    expect(pathMatches('/app', '/app/:x')).toBe(false);
  });
});
