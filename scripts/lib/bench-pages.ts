/**
 * The pages the browser sections of `npm run bench` load: `/`, `/app`, an event from the feed, and
 * the main page of every live remote. A remote's main page is the first route it declares (its
 * `src/pages.ts` order, kept in the release manifest): the same "first page" its size budget
 * counts. Parameters are filled from the bench's own data; optional ones are left out. The bench
 * publishes the fixture island (e2e/fixtures/island-remote, React 18) too, so its page is measured
 * beside the shared remotes' pages.
 */
import { readReleaseManifest } from 'deploy';
import type { RouteDeclaration } from 'platform';

export interface BenchPage {
  /** What the row says, e.g. `mf-host main` or `event page`. */
  label: string;
  path: string;
  /** Whether the route needs a signed-in person (the browser signs in first). */
  signedIn: boolean;
}

export interface PageParams {
  /** A public event from the feed (the demo data). */
  feedEventId: string;
  /** An event the signed-in bench person hosts: the host's pages need one of their own. */
  ownEventId: string;
}

/** `/app/event/:eventId/guests` → `/app/event/e1/guests`; null when a required param has no value. */
export function fillRoute(route: RouteDeclaration, params: PageParams): string | null {
  const eventId = route.auth?.required ? params.ownEventId : params.feedEventId;
  const segments: string[] = [];
  for (const segment of route.path.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) segments.push(segment);
    else if (segment.endsWith('?')) continue;
    else if (segment === ':eventId') segments.push(encodeURIComponent(eventId));
    else return null;
  }
  return `/${segments.join('/')}`;
}

/** The feed's first event id, asked of the API (its base, e.g. `http://127.0.0.1:3001/v2`). */
export async function firstFeedEventId(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/events/feed?limit=1`);
  const body = (await res.json()) as { data?: { events?: Array<{ id: string }> } };
  const id = body.data?.events?.[0]?.id;
  if (!id) throw new Error(`the feed at ${apiUrl} has no events (is the demo data seeded?)`);
  return id;
}

/** `/`, `/app`, the event page, then each live remote's first route, in manifest order. */
export async function benchPages(releasesDir: string, params: PageParams): Promise<BenchPage[]> {
  // What the site serves at /releases/current.json, read where it is published.
  const manifest = await readReleaseManifest(releasesDir);
  const pages: BenchPage[] = [
    { label: 'landing', path: '/', signedIn: false },
    { label: 'app (feed)', path: '/app', signedIn: false },
    { label: 'event page', path: `/app/event/${params.feedEventId}`, signedIn: false },
  ];
  for (const remote of Object.values(manifest.remotes)) {
    const route = remote.routes[0];
    if (!route) continue;
    const path = fillRoute(route, params);
    if (!path) {
      console.log(`  (${remote.package}: no value for a parameter of ${route.path}; not measured)`);
      continue;
    }
    // An island brings its own React: its row is the cost of that beside a shared remote's.
    const label = `${remote.package} main${remote.island ? ' (island, own React)' : ''}`;
    const same = pages.find((p) => p.path === path);
    if (same) same.label += `, ${label}`;
    else pages.push({ label, path, signedIn: !!route.auth?.required });
  }
  return pages;
}
