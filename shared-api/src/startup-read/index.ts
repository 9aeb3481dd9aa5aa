// shared-api/startup-read: what the shell's entry chunk needs to start a page's read before the
// shared modules have downloaded (startup-read.ts). Small on purpose: it is bundled into the entry.
export { startSessionRead, startStartupRead, startupReadUrl } from './startup-read';
export { matchRoute, type Matched } from './route-match';
export {
  mayHaveStoredSession,
  readStoredSession,
  type StoredSession,
} from '../session/stored-session';
export type {
  StartSessionReadInput,
  StartStartupReadInput,
  StartupRead,
  StartupReadRoute,
} from './startup-read';
