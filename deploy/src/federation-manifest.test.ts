import { describe, expect, it } from 'vitest';
import { pageFilesOf, type FederationManifest } from './federation-manifest';

const manifest = (overrides: Partial<FederationManifest>): FederationManifest => ({
  name: 'host',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  exposes: [],
  ...overrides,
});

describe('pageFilesOf', () => {
  it("lists the remote entry, then each page's synchronous scripts and styles", () => {
    const files = pageFilesOf(
      manifest({
        exposes: [
          {
            path: './GuestsPage',
            assets: {
              js: { sync: ['__federation_expose_GuestsPage.84e05ea7.js'] },
              css: { sync: ['__federation_expose_GuestsPage.fadab139.css'] },
            },
          },
          { path: './ScanPage' },
        ],
      }),
    );
    expect(files).toEqual({
      './GuestsPage': [
        'remoteEntry.js',
        '__federation_expose_GuestsPage.84e05ea7.js',
        '__federation_expose_GuestsPage.fadab139.css',
      ],
      './ScanPage': ['remoteEntry.js'],
    });
  });

  it("keeps the entry's folder and skips what is not a file name", () => {
    const files = pageFilesOf(
      manifest({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } },
        exposes: [{ path: './P', assets: { js: { sync: ['p.js', 7, null] }, css: { sync: 'x' } } }],
      }),
    );
    expect(files).toEqual({ './P': ['static/remoteEntry.js', 'p.js'] });
  });

  it('lists nothing when the manifest names no remote entry', () => {
    expect(pageFilesOf(manifest({ metaData: {}, exposes: [{ path: './P' }] }))).toEqual({});
  });
});
