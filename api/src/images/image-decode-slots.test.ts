/**
 * Large uploads at once do not all decode at once: the image service runs at most
 * IMAGE_LIMITS.concurrentDecodes decodes together and the others wait their turn (a decoded image
 * takes width × height × 4 bytes). The control gives it as many slots as uploads and sees them
 * overlap, so the passing run means something.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from 'contract';
import { createImageService } from './image-service';
import type { ImageStorage } from './image-storage';

const UPLOADS = 8;

const memoryStorage = (): ImageStorage => {
  const files = new Map<string, Buffer>();
  return {
    put: async (name, bytes) => void files.set(name, bytes),
    get: async (name) => files.get(name) ?? null,
  };
};

async function uploadAtOnce(decodeSlots?: number) {
  const service = createImageService({ storage: memoryStorage(), decodeSlots });
  const photo = await sharp({
    create: { width: 2400, height: 1800, channels: 3, background: { r: 20, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const results = await Promise.all(Array.from({ length: UPLOADS }, () => service.upload(photo)));
  return { peak: service.decodes.peak, results };
}

describe('image decodes at once', () => {
  it(
    `${UPLOADS} uploads at once: at most ${IMAGE_LIMITS.concurrentDecodes} decode together, all succeed`,
    {
      timeout: 60_000,
    },
    async () => {
      const { peak, results } = await uploadAtOnce();
      expect(peak).toBe(IMAGE_LIMITS.concurrentDecodes);
      expect(results).toHaveLength(UPLOADS);
      for (const r of results) expect(r.urls.small).toMatch(/\.webp$/);
    },
  );

  it('control: with a slot per upload they all decode together', { timeout: 60_000 }, async () => {
    const { peak } = await uploadAtOnce(UPLOADS);
    expect(peak).toBeGreaterThan(IMAGE_LIMITS.concurrentDecodes);
  });
});
