import { useEffect, useRef, useState } from 'react';
import { FullPageLoader } from 'shared-ui';
import type { IslandLifecycles } from 'platform';
import type { IslandPageProps } from './island-page';
import { loadIslandLifecycles, loadedIslandLifecycles } from './island-load';
import { mountIslandParcel, type IslandParcel } from './island-parcel';
import { useIslandProps } from './use-island-props';

/**
 * An island's parcel on an element of the page, with the island props (use-island-props.ts):
 * mounted once its lifecycles are in, updated when the props change, unmounted when the page is
 * left, so the island's React lets go of everything it held (its effects' listeners included);
 * the element goes with the page. A failed load or mount is thrown to the remote's error area.
 */
export default function IslandParcelHost({ release, declaration, config }: IslandPageProps) {
  const { federationName } = release;
  const lifecycles = useLifecycles(federationName);
  const props = useIslandProps(release, declaration, config);
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<IslandParcel | null>(null);
  const latestProps = useRef(props);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  useEffect(() => {
    latestProps.current = props;
    parcel.current?.update(props);
  }, [props]);
  useEffect(() => {
    if (!lifecycles || !element.current) return;
    const mounted = mountIslandParcel(lifecycles, element.current, latestProps.current, (error) =>
      setFailure({ error }),
    );
    parcel.current = mounted;
    return () => {
      parcel.current = null;
      void mounted.unmount();
    };
  }, [lifecycles]);

  // To the remote's error boundary, which reports it and offers Retry.
  if (failure) throw failure.error;
  return (
    <>
      {!lifecycles && <FullPageLoader />}
      <div className="island" data-island={release.package} ref={element} />
    </>
  );
}

/**
 * The island's lifecycles once loaded (at once when they were before); a failed load is thrown.
 * Its host is keyed by the island, so `federationName` is the same for a hook's whole life.
 */
function useLifecycles(federationName: string): IslandLifecycles | undefined {
  const [lifecycles, setLifecycles] = useState(() => loadedIslandLifecycles(federationName));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (lifecycles) return;
    let live = true;
    loadIslandLifecycles(federationName).then(
      (loaded) => live && setLifecycles(() => loaded),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [federationName, lifecycles]);
  if (failure) throw failure.error;
  return lifecycles;
}
