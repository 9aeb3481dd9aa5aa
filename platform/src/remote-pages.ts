import type { ComponentType } from 'react';
import type { StartupRead } from 'shared-api/startup-read';
import type { NavVisibility, RouteAuth, RouteDeclaration } from './routes';

/**
 * One page of a remote, declared once. Everything else about it is derived: the module it is
 * exposed as (`./FeedPage`), its file (`src/pages/feed-page.tsx`), the route the shell builds,
 * and how the standalone page loads it.
 */
export interface PageDeclaration {
  /** Absolute path in react-router syntax, e.g. `/app/event/:eventId/:modal?`. */
  path: string;
  /** The page module's name in PascalCase, e.g. `FeedPage` for `src/pages/feed-page.tsx`. */
  page: string;
  auth?: RouteAuth;
  /** Whether the shell's nav bars show on this route. Defaults to both shown. */
  nav?: NavVisibility;
  /**
   * The one API read the page's first render waits for, exactly as it makes it, so the shell can
   * start it at boot beside the page's code (shared-api/startup-read): as a visitor, or with the
   * stored sign-in's token, as the page itself will ask.
   */
  startupRead?: StartupRead;
}

export interface RemotePages {
  pages: readonly PageDeclaration[];
  /**
   * The most a visitor may download, compressed, to open the first page above: the container
   * entry plus that page's chunks (`size-budget.ts`). The build records the actual size; deploy
   * refuses to publish a build over it.
   */
  sizeBudgetKiB?: number;
  /**
   * Loads `src/pages/<file>.tsx`. It is written in the remote as
   * ``(file) => import(`./pages/${file}.tsx`)``: the bundler resolves the template over the
   * remote's own `src/pages/`, so it cannot live in a shared package, and each page stays its own chunk.
   */
  load: (file: string) => Promise<{ default: ComponentType }>;
}

/** The one declaration of a remote's pages (`src/pages.ts`). Identity, for the types. */
export function definePages(remote: RemotePages): RemotePages {
  return remote;
}

/** Sign-in required, with the prompt SPEC §2 gives the screen (the lock prompt when it names none). */
export function signIn(emoji?: string, text?: string): RouteAuth {
  return emoji && text
    ? { required: true, prompt: { emoji, text }, requiresFullLogin: true }
    : { required: true, requiresFullLogin: true };
}

/** SPEC §2 hides the bar on some pages on mobile only. */
export const HIDDEN_ON_MOBILE: NavVisibility = { mobile: false, desktop: true };

/** `FeedPage` → `./FeedPage`: the key the shell loads it by (`events/FeedPage`). */
export function exposeKeyOf(page: string): string {
  return `./${page}`;
}

/** `./FeedPage` or `FeedPage` → `feed-page`, the file under `src/pages/` (kebab-case, STYLE.md). */
export function pageFileOf(page: string): string {
  const name = page.replace(/^\.\//, '');
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`page "${page}" is not a PascalCase name`);
  return name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
}

/** The route declarations the build writes to `routes.json` (the release-manifest format). */
export function routesOf(remote: RemotePages): RouteDeclaration[] {
  return remote.pages.map(({ path, page, ...rest }) => ({
    path,
    page: exposeKeyOf(page),
    ...rest,
  }));
}

/** The distinct page modules, in declaration order. */
export function pageNamesOf(remote: RemotePages): string[] {
  return [...new Set(remote.pages.map((p) => p.page))];
}
