import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from '../src/shared-singletons';
import { sharedConfig } from './shared-config';

/** Any folder whose package.json reaches the shared packages does: platform's own. */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('sharedConfig', () => {
  it('shares every singleton at the installed version, with a fallback copy to run alone', () => {
    const shared = sharedConfig(appDir);
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const entry of Object.values(shared)) {
      expect(entry.singleton).toBe(true);
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
      expect(entry).not.toHaveProperty('import');
    }
  });

  it("consume only (a released remote): no copy of any, every one taken from the shell's page", () => {
    const shared = sharedConfig(appDir, { consumeOnly: true });
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const entry of Object.values(shared)) expect(entry.import).toBe(false);
  });
});
