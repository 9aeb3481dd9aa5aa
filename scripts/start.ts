/**
 * `npm start`: the whole product with demo data on this machine. Starts the Auth emulator, builds
 * and publishes every remote, starts the API (PGlite in .data/, migrated and seeded once) and
 * serves the app at http://localhost:3000 (PORT overrides). Ctrl-C stops everything.
 */
import path from 'node:path';
import { startAuthEmulator } from './lib/auth-emulator';
import { buildApps } from './lib/build-apps';
import { printSmsOutbox } from './lib/sms-outbox-printer';
import { publishAllRemotes, startSystem } from './lib/system';
import { ROOT } from './lib/workspace';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const dataDir = path.join(ROOT, '.data');
const smsOutboxFile = process.env.SMS_OUTBOX_FILE || path.join(dataDir, 'sms-outbox.jsonl');

async function main(): Promise<void> {
  console.log('Starting the Auth emulator…');
  // The emulator "texts" one-time codes to its log: show them, so signing in needs no other tool.
  const emulator = await startAuthEmulator({
    onOutputLine: (line) => {
      const sent = line.match(/To verify the phone number (\S+), use the code (\d+)/);
      if (sent) console.log(`  📱 code for ${sent[1]}: ${sent[2]}`);
    },
  });
  const stops: Array<() => Promise<void>> = [emulator.stop];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll());
  process.on('SIGTERM', () => void stopAll());

  console.log('Building the shell and the remotes…');
  await buildApps();
  const releasesDir = path.join(dataDir, 'releases');
  await publishAllRemotes(releasesDir);

  const system = await startSystem({
    port,
    apiPort,
    releasesDir,
    dataDir: path.join(dataDir, 'pglite'),
    databaseUrl: process.env.DATABASE_URL,
    emulatorHost: emulator.host,
    seedDemoData: true,
    apiLogFile: path.join(dataDir, 'api.log'),
    smsOutboxFile,
  });
  stops.push(system.stop);
  // Text blasts go to a local outbox file unless Twilio is configured: show each text sent.
  const stopPrinting = printSmsOutbox(smsOutboxFile, (line) => console.log(line));
  stops.push(async () => stopPrinting());
  console.log(
    `\n  The app is running at http://localhost:${port}\n  API: ${system.apiUrl}\n  Press Ctrl-C to stop.\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
