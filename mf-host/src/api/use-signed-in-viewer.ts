import { useSession, type Viewer } from 'shared-api';

// Stands in while signed out so keys and fetchers stay typed; the query is off then anyway.
const NO_VIEWER: Viewer = { uid: '', token: '', userId: null };

/**
 * The viewer a host query is asked as, and whether it may run: only once the session knows who
 * is signed in (`authResolved`), so the query goes out once with the right token rather than
 * anonymously first.
 */
export function useSignedInViewer(): { viewer: Viewer; signedIn: boolean } {
  const { viewer, authResolved } = useSession();
  return { viewer: viewer ?? NO_VIEWER, signedIn: authResolved && viewer !== null };
}
