import { createServer } from 'node:net';

/** A port the OS says is free right now, for a test run's servers. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Fails with a sentence a person can act on when `port` is taken. Checked before a server starts:
 * otherwise whatever already answers there (often an earlier `npm start`) passes our readiness
 * check while the new server dies with EADDRINUSE unseen.
 */
export function assertPortFree(port: number, what: string, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `${what} cannot start: port ${port} is already in use (is another \`npm start\` ` +
                `running?). Stop it, or set ${variable} to another port.`,
            )
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
