import type { ComponentPropsWithoutRef } from 'react';
import './host.css';

export interface HostTabProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'type' | 'role' | 'className'
> {
  /** The tab chosen now (aria-selected). */
  selected: boolean;
}

/** One tab of a host screen's tab row (`host-tabs`, role tablist): guest statuses, chart measures. */
export function HostTab({ selected, ...button }: HostTabProps) {
  return (
    <button {...button} type="button" role="tab" className="host-tab" aria-selected={selected} />
  );
}
