import { useEffect, useState, type ComponentType } from 'react';
import { FullPageLoader } from 'shared-ui';
import type { AppConfig, RemoteRelease, RouteDeclaration } from 'platform';
import { RemoteArea } from '../remotes/remote-page';

export interface IslandPageProps {
  release: RemoteRelease;
  declaration: RouteDeclaration;
  config: AppConfig;
}

/** The parcel host once its chunk is in: kept off the first load of every page that is no island. */
let loadedHost: ComponentType<IslandPageProps> | undefined;

/**
 * A page of an island (a remote on its own React): its single-spa lifecycles mounted as a parcel
 * on an element of the shell's page with the island props (island-parcel-host.tsx), in the same
 * error area as a shared remote's page: a failed load or a throw shows Retry and is reported with
 * the island's release.
 */
export function IslandPage(props: IslandPageProps) {
  return (
    <RemoteArea federationName={props.release.federationName}>
      <IslandHost key={props.release.federationName} {...props} />
    </RemoteArea>
  );
}

function IslandHost(props: IslandPageProps) {
  const [Host, setHost] = useState(() => loadedHost);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (Host) return;
    let live = true;
    import('./island-parcel-host').then(
      (module) => {
        loadedHost = module.default;
        if (live) setHost(() => module.default);
      },
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [Host]);
  if (failure) throw failure.error;
  return Host ? <Host {...props} /> : <FullPageLoader />;
}
