import { describe, expect, it } from 'vitest';
import { FLOW_KEYS } from './flow-keys';
import { flowState } from './flow-state';

// No sessionStorage at all here (node): e.g. a test or a worker. Values still round-trip.
describe('flowState without storage', () => {
  it('keeps values in memory', () => {
    expect(typeof sessionStorage).toBe('undefined');
    flowState.set(FLOW_KEYS.filterType, 'events');
    expect(flowState.get(FLOW_KEYS.filterType)).toBe('events');
    flowState.remove(FLOW_KEYS.filterType);
    expect(flowState.get(FLOW_KEYS.filterType)).toBeNull();
  });
});
