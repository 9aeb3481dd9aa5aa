import { describe, expect, it } from 'vitest';
import { pacedLoad } from './paced-load';

describe('pacedLoad', () => {
  it('sends at its rate whatever earlier requests take, timing each from its own send', async () => {
    const sentAt: number[] = [];
    const start = performance.now();
    const figures = await pacedLoad(50, 0.4, async (i) => {
      sentAt.push(performance.now() - start);
      // Every request takes 60 ms: three rate steps, so a closed loop could not keep the rate.
      await new Promise((resolve) => setTimeout(resolve, 60));
      return i !== 3;
    });
    expect(sentAt).toHaveLength(20);
    // The 20th is sent about 380 ms in, not after 19 × 60 ms.
    expect(sentAt[19]).toBeLessThan(700);
    expect(figures.p50).toBeGreaterThanOrEqual(55);
    expect(figures.p50).toBeLessThan(200);
    expect(figures.failures).toBe(1);
  });
});
