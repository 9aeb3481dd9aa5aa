import { describe, expect, it, vi } from 'vitest';
import { ISLAND_PROPS_VERSION, localAppConfig } from 'platform';
import type { IslandLifecycles, IslandParcelProps, IslandProps } from 'platform';
import { mountIslandParcel } from './island-parcel';

const props = (page: string): IslandProps => ({
  contractVersion: ISLAND_PROPS_VERSION,
  page,
  params: {},
  location: { pathname: '/app/island', search: '' },
  basePath: '/app/island',
  session: { status: 'signedOut', person: null, getIdToken: async () => null },
  navigate: () => {},
  config: localAppConfig(),
  reportError: () => {},
});

/**
 * Lifecycles that take a few ticks per call and record what they were asked, with the parcel's
 * name and page, and whether a call started while another was under way.
 */
function slowLifecycles(failOn?: keyof IslandLifecycles) {
  const log: string[] = [];
  let busy = 0;
  let overlapped = false;
  const step =
    (name: keyof IslandLifecycles) =>
    async ({ name: parcel, page }: IslandParcelProps): Promise<void> => {
      if (busy > 0) overlapped = true;
      busy++;
      log.push(`${name} ${parcel} ${page}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      busy--;
      if (name === failOn) throw new Error(`${name} failed`);
    };
  const lifecycles: IslandLifecycles = {
    bootstrap: step('bootstrap'),
    mount: step('mount'),
    update: step('update'),
    unmount: step('unmount'),
  };
  return { lifecycles, log, overlapped: () => overlapped };
}

const element = () => document.createElement('div');
const names = (log: readonly string[]) => log.map((line) => line.replace(/ island-\d+/, ''));

describe('mountIslandParcel', () => {
  it('runs mount, updates and unmount one after another, the piled-up updates as the newest', async () => {
    const { lifecycles, log, overlapped } = slowLifecycles();
    const parcel = mountIslandParcel(lifecycles, element(), props('./A'), () => {});
    parcel.update(props('./B'));
    parcel.update(props('./C'));
    parcel.update(props('./D'));
    await vi.waitFor(() => expect(log).toHaveLength(3));
    await parcel.unmount();
    expect(names(log)).toEqual(['bootstrap ./A', 'mount ./A', 'update ./D', 'unmount ./D']);
    expect(overlapped()).toBe(false);
  });

  it('ignores the props it already shows, updates an unmount overtook, and any after it', async () => {
    const { lifecycles, log } = slowLifecycles();
    const first = props('./A');
    const parcel = mountIslandParcel(lifecycles, element(), first, () => {});
    parcel.update(first);
    parcel.update(props('./C'));
    const unmounted = parcel.unmount();
    parcel.update(props('./B'));
    await unmounted;
    expect(names(log)).toEqual(['bootstrap ./A', 'mount ./A', 'unmount ./A']);
  });

  it('starts a second parcel on the same element only after the first has unmounted', async () => {
    const { lifecycles, log, overlapped } = slowLifecycles();
    const shared = element();
    // React's development double mount: mount, unmount, mount again at once.
    const first = mountIslandParcel(lifecycles, shared, props('./A'), () => {});
    void first.unmount();
    const second = mountIslandParcel(lifecycles, shared, props('./A'), () => {});
    await second.unmount();
    expect(log.map((line) => line.split(' ')[0])).toEqual([
      'bootstrap',
      'mount',
      'unmount',
      'bootstrap',
      'mount',
      'unmount',
    ]);
    const [firstName, secondName] = [log[0], log[3]].map((line) => line?.split(' ')[1]);
    expect(firstName).not.toBe(secondName);
    expect(overlapped()).toBe(false);
  });

  it('reports a failed mount once, and then has nothing to unmount', async () => {
    const { lifecycles, log } = slowLifecycles('mount');
    const onError = vi.fn();
    const parcel = mountIslandParcel(lifecycles, element(), props('./A'), onError);
    parcel.update(props('./B'));
    await parcel.unmount();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(new Error('mount failed'));
    expect(names(log)).toEqual(['bootstrap ./A', 'mount ./A']);
  });
});
