/**
 * The API server process: `npm start -w api` (tsx src/main.ts). Configuration comes from the
 * environment; see api/README.md.
 */
import { assertSafeAuthConfig } from './auth/safe-auth-config';
import { startApi } from './start-api';
import { apiOptionsFromEnv } from './api-options-from-env';

// Before anything else: never open a database or a port with an unsafe auth configuration.
try {
  assertSafeAuthConfig(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

try {
  const api = await startApi({ ...apiOptionsFromEnv(process.env), logger: true });
  console.log(`API listening on ${api.url}`);

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received, closing the API`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing the API', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error('The API could not start:', error);
  process.exit(1);
}
