// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLOW_KEYS } from './flow-keys';
import { flowState } from './flow-state';

afterEach(() => {
  vi.restoreAllMocks();
  for (const key of Object.values(FLOW_KEYS)) flowState.remove(key);
  sessionStorage.clear();
});

describe('flowState', () => {
  it('keeps values in sessionStorage', () => {
    flowState.set(FLOW_KEYS.partyId, 'p1');
    expect(sessionStorage.getItem(FLOW_KEYS.partyId)).toBe('p1');
    expect(flowState.get(FLOW_KEYS.partyId)).toBe('p1');
    flowState.remove(FLOW_KEYS.partyId);
    expect(flowState.get(FLOW_KEYS.partyId)).toBeNull();
    expect(sessionStorage.getItem(FLOW_KEYS.partyId)).toBeNull();
  });

  it('reads and writes JSON, and shrugs at unreadable JSON', () => {
    flowState.setJson(FLOW_KEYS.userLocation, { latitude: 1.5, longitude: -2 });
    expect(flowState.getJson(FLOW_KEYS.userLocation)).toEqual({ latitude: 1.5, longitude: -2 });
    flowState.set(FLOW_KEYS.userLocation, '{oops');
    expect(flowState.getJson(FLOW_KEYS.userLocation)).toBeNull();
  });

  it('keeps working in memory when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => flowState.set(FLOW_KEYS.searchQuery, 'jazz')).not.toThrow();
    expect(flowState.get(FLOW_KEYS.searchQuery)).toBe('jazz');
    expect(() => flowState.remove(FLOW_KEYS.searchQuery)).not.toThrow();
    expect(flowState.get(FLOW_KEYS.searchQuery)).toBeNull();
  });

  it('has a distinct key for each flow value of the SPEC', () => {
    const keys = Object.values(FLOW_KEYS);
    expect(keys).toHaveLength(12);
    expect(new Set(keys).size).toBe(12);
  });
});
