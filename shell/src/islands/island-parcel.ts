import type { IslandLifecycles, IslandParcelProps, IslandProps } from 'platform';

/** A mounted island: updated with new props, unmounted when its page is left. */
export interface IslandParcel {
  /** Renders the island again with these props (after the mount and earlier updates). */
  update(props: IslandProps): void;
  /** Unmounts it; resolves once the island's React has let go of the element. */
  unmount(): Promise<void>;
}

/** Each element's last parcel, settled or not: the next one on it starts after it. */
const lastOnElement = new WeakMap<HTMLElement, Promise<void>>();
let parcelCount = 0;

/**
 * Mounts an island's single-spa lifecycles on `domElement` as a parcel: bootstrap and mount, then
 * each update and the unmount in the order asked, each once the one before has settled.
 * single-spa-react keeps one React root per parcel name, so calls must never overlap, and a parcel
 * mounted again on the same element (React's development double mount) starts only when the
 * previous one has unmounted. Updates that pile up while one runs collapse into the newest. A
 * failed step stops the parcel and goes to `onError` (then nothing is left mounted to unmount).
 */
export function mountIslandParcel(
  lifecycles: IslandLifecycles,
  domElement: HTMLElement,
  props: IslandProps,
  onError: (error: unknown) => void,
): IslandParcel {
  const name = `island-${++parcelCount}`;
  const withName = (p: IslandProps): IslandParcelProps => ({ ...p, name, domElement });
  let failed = false;
  let unmounting = false;
  let shown = props;
  let pending: IslandProps | null = null;
  let chain = (lastOnElement.get(domElement) ?? Promise.resolve()).then(async () => {
    await lifecycles.bootstrap(withName(props));
    await lifecycles.mount(withName(props));
  });
  const settle = () => {
    chain = chain.catch((error: unknown) => {
      failed = true;
      onError(error);
    });
    lastOnElement.set(domElement, chain);
  };
  const then = (step: () => Promise<unknown>) => {
    chain = chain.then(async () => {
      if (!failed) await step();
    });
    settle();
  };
  settle();
  return {
    update(next) {
      if (unmounting) return;
      if (pending !== null) {
        pending = next;
        return;
      }
      if (next === shown) return;
      pending = next;
      then(async () => {
        const newest = pending;
        pending = null;
        if (!newest || newest === shown) return;
        shown = newest;
        await lifecycles.update(withName(newest));
      });
    },
    unmount() {
      if (!unmounting) {
        unmounting = true;
        pending = null;
        then(() => lifecycles.unmount(withName(shown)));
      }
      return chain;
    },
  };
}
