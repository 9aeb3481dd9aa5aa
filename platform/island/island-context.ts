import { createContext, useContext } from 'react';
import type { IslandProps } from '../src/island-props';

/** The props the shell passed, for the island's pages. Created in the island's own React. */
export const IslandContext = createContext<IslandProps | null>(null);
IslandContext.displayName = 'IslandContext';

/**
 * What an island's page gets from the shell (`IslandProps`): the person and an ID token, the
 * current address and route parameters, navigation, the configuration and error reporting. The
 * island's counterpart of `useSession()`, `useParams()` and `useNavigate()` in a shared remote.
 */
export function useIsland(): IslandProps {
  const props = useContext(IslandContext);
  if (!props) throw new Error('useIsland() runs only inside an island page (islandLifecycles)');
  return props;
}
