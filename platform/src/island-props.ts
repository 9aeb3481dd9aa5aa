import type { AppConfig } from './app-config';

/**
 * The props contract between the shell and an island: a remote that runs its own React (another
 * major than the shell's) and so shares none of the shell's React contexts. What a remote that
 * shares the shell's React reads from context (the session, the router, the configuration, the
 * error reporter), an island receives as props of its single-spa parcel, and again on each
 * update.
 *
 * Versioned: the island checks `contractVersion` against the one it was built with
 * (`islandPropsProblem`) and refuses to render under a shell that speaks another. Adding an
 * optional field keeps the version; removing or changing one moves it, and every island must be
 * rebuilt for it.
 */
export const ISLAND_PROPS_VERSION = 1;

/** What an island exposes for the shell to mount: its single-spa lifecycles (`src/lifecycles.ts`). */
export const ISLAND_LIFECYCLES_EXPOSE = './lifecycles';

/** The signed-in person, as much of them as an island needs. */
export interface IslandPerson {
  /** The user record's id. */
  id: string;
  name: string;
  displayName: string;
}

export interface IslandSession {
  /** `loading` until the shell knows who is signed in (a gated route is never shown while it is). */
  status: 'loading' | 'signedIn' | 'signedOut';
  person: IslandPerson | null;
  /** A fresh Firebase ID token for the API (`Authorization: Bearer …`), or null when signed out. */
  getIdToken(): Promise<string | null>;
}

export interface IslandProps {
  contractVersion: typeof ISLAND_PROPS_VERSION;
  /** The page the route names, an exposed key such as `./IslandHomePage`. */
  page: string;
  /** The route's `:name` values in the current address. */
  params: Record<string, string>;
  /** The current address (the island has no router of its own: the shell's decides). */
  location: { pathname: string; search: string };
  /** Where the island's routes start, e.g. `/app/island` for `/app/island` and `/app/island/:tab`. */
  basePath: string;
  session: IslandSession;
  /** Goes to an address through the shell's router: no full page load. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The run-time configuration (API base, Firebase project). */
  config: AppConfig;
  /** Reports an error the island caught, named as this remote's release. */
  reportError(error: unknown): void;
}

/** The props single-spa adds: the parcel's unique name and the element it renders into. */
export interface IslandParcelProps extends IslandProps {
  name: string;
  domElement: HTMLElement;
}

/**
 * What an island's `./lifecycles` module exports (single-spa-react's lifecycles over the island's
 * own React), as the shell drives them: bootstrap once, mount on an element, update with new
 * props, unmount. Each call names the parcel by `props.name`.
 */
export interface IslandLifecycles {
  bootstrap(props: IslandParcelProps): Promise<unknown>;
  mount(props: IslandParcelProps): Promise<unknown>;
  update(props: IslandParcelProps): Promise<unknown>;
  unmount(props: IslandParcelProps): Promise<unknown>;
}

const FUNCTIONS = ['navigate', 'reportError'] as const;

/**
 * Why these props cannot drive an island built against this contract, or null when they can.
 * Checked by the island at each mount and update, so a shell speaking another version fails
 * loudly in the island's area instead of with undefined fields deep inside a page.
 */
export function islandPropsProblem(props: unknown): string | null {
  if (!props || typeof props !== 'object') return 'the shell passed no props';
  const p = props as Partial<Record<keyof IslandProps, unknown>>;
  if (p.contractVersion !== ISLAND_PROPS_VERSION) {
    return `the shell speaks island props version ${String(p.contractVersion)}; this island needs version ${ISLAND_PROPS_VERSION}`;
  }
  if (typeof p.page !== 'string') return 'the shell passed no page';
  for (const name of FUNCTIONS) {
    if (typeof p[name] !== 'function') return `the shell passed no ${name} function`;
  }
  const session = p.session as Partial<IslandSession> | undefined;
  if (!session || typeof session.getIdToken !== 'function') return 'the shell passed no session';
  if (!p.config || typeof p.config !== 'object') return 'the shell passed no configuration';
  return null;
}

/**
 * Where a remote's routes start: the fixed segments every one of its paths begins with, up to the
 * first parameter (`/app/island` and `/app/island/:tab` → `/app/island`).
 */
export function islandBasePath(routePaths: readonly string[]): string {
  const fixedOf = (path: string) => {
    const segments = path.split('/').filter(Boolean);
    const end = segments.findIndex((s) => s.startsWith(':') || s.startsWith('*'));
    return end === -1 ? segments : segments.slice(0, end);
  };
  const [first = [], ...rest] = routePaths.map(fixedOf);
  let length = first.length;
  for (const other of rest) {
    let same = 0;
    while (same < length && other[same] === first[same]) same++;
    length = same;
  }
  return `/${first.slice(0, length).join('/')}`;
}
