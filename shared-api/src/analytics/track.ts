/**
 * `track()` sends an analytics event to whichever sink the shell installed. Apps call `track`;
 * only the shell calls `setAnalyticsSink` (Firebase Analytics when configured, see firebase-sink.ts).
 * Analytics must never break what the person is doing, so a failing sink is logged, not thrown.
 */
import type { AnalyticsEventName, AnalyticsParams } from './analytics-events';

export interface AnalyticsSink {
  track(name: AnalyticsEventName, params: AnalyticsParams): void;
}

export interface TrackedEvent {
  name: AnalyticsEventName;
  params: AnalyticsParams;
}

export interface MemoryAnalyticsSink extends AnalyticsSink {
  /** Oldest first. */
  readonly events: readonly TrackedEvent[];
  clear(): void;
}

/** Keeps the last `limit` events in memory: the default sink, and a test double. */
export function createMemoryAnalyticsSink(limit = 200): MemoryAnalyticsSink {
  const events: TrackedEvent[] = [];
  return {
    events,
    track(name, params) {
      events.push({ name, params });
      // Bounded: with no real sink installed, a long session must not grow memory forever.
      if (events.length > limit) events.splice(0, events.length - limit);
    },
    clear() {
      events.length = 0;
    },
  };
}

/** Where events go until the shell installs a real sink; tests read `.events`. */
export const memoryAnalyticsSink = createMemoryAnalyticsSink();

let sink: AnalyticsSink = memoryAnalyticsSink;

/** Installs the sink for the whole page; null goes back to the in-memory default. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? memoryAnalyticsSink;
}

export function track(name: AnalyticsEventName, params: AnalyticsParams = {}): void {
  try {
    sink.track(name, params);
  } catch (error) {
    console.warn(`analytics: the sink failed to record "${name}"`, error);
  }
}
