/**
 * Route declarations: the data a remote publishes about the pages it owns. The shell builds its
 * router from them and enforces login gating before any of the remote's code is loaded.
 */
import type { StartupRead } from 'shared-api/startup-read';

/** A login prompt shown on /auth/phone: an emoji and a sentence such as "Sign up/login to chat". */
export interface LoginPrompt {
  emoji: string;
  text: string;
}

export interface RouteAuth {
  required: true;
  /** Falls back to {@link DEFAULT_LOGIN_PROMPT}. */
  prompt?: LoginPrompt;
  /** The visitor must also have finished sign-up (a user record), not only hold a token. */
  requiresFullLogin?: boolean;
}

export interface NavVisibility {
  mobile: boolean;
  desktop: boolean;
}

export interface RouteDeclaration {
  /** Absolute path in react-router syntax, e.g. `/app/event/:eventId/:modal?`. */
  path: string;
  /** The exposed module that renders this route, e.g. `./EventPage`. */
  page: string;
  auth?: RouteAuth;
  /** Whether the shell's nav bars show on this route. Defaults to both shown. */
  nav?: NavVisibility;
  /** The API read the page's first render waits for; the shell starts it at boot. */
  startupRead?: StartupRead;
}

export const DEFAULT_LOGIN_PROMPT: LoginPrompt = { emoji: '🔒', text: 'Sign up/login to continue' };

export const DEFAULT_NAV: NavVisibility = { mobile: true, desktop: true };

export function promptOf(route: RouteDeclaration): LoginPrompt {
  return route.auth?.prompt ?? DEFAULT_LOGIN_PROMPT;
}

export function formatPrompt(prompt: LoginPrompt): string {
  return `${prompt.emoji} ${prompt.text}`;
}
