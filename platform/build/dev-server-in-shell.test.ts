import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TYPESCRIPT_RULE, createAppConfig } from './create-config';

/**
 * A remote's dev server must run inside a production shell (the shell's `?override=`):
 * e2e/tests/remote-override.spec.ts proves it in a browser; this names the two settings it rests
 * on, so that a change to either fails here with the reason.
 */
/** Any folder with a package.json does: platform's own. */
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('a remote dev server inside a production shell', () => {
  it('compiles JSX to react/jsx-runtime in development too (jsxDEV throws in a production React)', () => {
    const options = TYPESCRIPT_RULE.options as { jsc: { transform: { react: object } } };
    expect(options.jsc.transform.react).toEqual({ runtime: 'automatic', development: false });
  });

  it('serves its scripts to a shell on another site, with CORS', () => {
    const config = createAppConfig({
      kind: 'remote',
      appDir,
      federationName: 'events',
      devPort: 3012,
      title: 'test',
      exposes: {},
      routes: [],
    });
    const devServer = config.devServer || undefined;
    expect(devServer?.allowedHosts).toEqual(['localhost', '127.0.0.1']);
    expect(devServer?.headers).toEqual({ 'Access-Control-Allow-Origin': '*' });
  });
});
