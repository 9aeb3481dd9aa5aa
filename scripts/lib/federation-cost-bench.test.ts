import { describe, expect, it } from 'vitest';
import { federationFloor, type FederationCostRow } from './federation-cost-bench';
import type { FirstLoad } from './first-load-bench';

const load = (files: Array<[string, number]>): FirstLoad => ({
  path: '/app',
  totalBytes: files.reduce((sum, [, bytes]) => sum + bytes, 0),
  requests: files.length,
  jsBytes: 0,
  scripts: 0,
  elsewhere: [],
  files: files.map(([url, bytes]) => ({ url, bytes, js: null })),
});

describe("federation's floor", () => {
  it("counts the remote's entry and manifest and the shell entry's growth over the plain one", () => {
    const row: FederationCostRow = {
      label: 'app (feed)',
      path: '/app',
      federated: {
        lcpMs: 0,
        load: load([
          ['/main.0123abcd.js', 260],
          ['/releases/mf-events/1.0.0-95b85a1c/remoteEntry.js', 87],
          ['/releases/mf-events/1.0.0-95b85a1c/mf-manifest.json', 17],
          ['/releases/mf-events/1.0.0-95b85a1c/__federation_expose_FeedPage.0cad4d9c.js', 14],
          ['/721.f1ed2279.js', 191],
        ]),
      },
      plain: {
        lcpMs: 0,
        load: load([
          ['/main.d4985f74.js', 70],
          ['/7929.35892869.js', 330],
        ]),
      },
    };
    expect(federationFloor(row)).toEqual({
      remoteFilesBytes: 104,
      entryGrowthBytes: 190,
      ratio: (400 + 104 + 190) / 400,
    });
  });
});
