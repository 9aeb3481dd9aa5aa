/**
 * `npm start`: the whole product with demo data on this machine. Starts the Auth emulator, builds
 * and publishes every remote, starts the API (PGlite in .data/, migrated and seeded once) and
 * serves the app at http://localhost:3000 (PORT overrides). Ctrl-C stops everything.
 */
import path from 'node:path';
import { startAuthEmulator } from './lib/auth-emulator';
import { buildApps } from './lib/build-apps';
import { assertPortFree } from './lib/free-port';
import { printEmailOutbox, printSmsOutbox } from './lib/sms-outbox-printer';
import { publishAllRemotes, startSystem } from './lib/system';
import { ROOT } from './lib/workspace';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const dataDir = path.join(ROOT, '.data');
const smsOutboxFile = process.env.SMS_OUTBOX_FILE || path.join(dataDir, 'sms-outbox.jsonl');
const emailOutboxFile = process.env.EMAIL_OUTBOX_FILE || path.join(dataDir, 'email-outbox.jsonl');

// What to stop, newest first, on Ctrl-C or on a failed start (nothing we start may outlive us; the
// servers are also on a leash, see lib/leash.mjs, for when this process is killed outright).
const stops: Array<() => Promise<void>> = [];
async function stopAll(code: number): Promise<never> {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  process.exit(code);
}

async function main(): Promise<void> {
  // Before minutes of building: a taken port is the most common reason a start fails.
  await assertPortFree(port, 'The app', 'PORT');
  await assertPortFree(apiPort, 'The API', 'API_PORT');
  console.log('Starting the Auth emulator…');
  // The emulator "texts" one-time codes to its log: show them, so signing in needs no other tool.
  const emulator = await startAuthEmulator({
    onOutputLine: (line) => {
      const sent = line.match(/To verify the phone number (\S+), use the code (\d+)/);
      if (sent) console.log(`  📱 code for ${sent[1]}: ${sent[2]}`);
    },
  });
  stops.push(emulator.stop);
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

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
    // Every request's line, for the person developing (production writes the noteworthy ones).
    apiLogLevel: 'debug',
    smsOutboxFile,
    emailOutboxFile,
  });
  stops.push(system.stop);
  // Text blasts go to a local outbox file unless Twilio is configured: show each text sent.
  const stopPrinting = printSmsOutbox(smsOutboxFile, (line) => console.log(line));
  stops.push(async () => stopPrinting());
  // School email codes go to a local outbox file unless SMTP is configured: show each email sent.
  const stopPrintingEmail = printEmailOutbox(emailOutboxFile, (line) => console.log(line));
  stops.push(async () => stopPrintingEmail());
  console.log(
    `\n  The app is running at http://localhost:${port}\n  API: ${system.apiUrl}\n  Press Ctrl-C to stop.\n`,
  );
}

main().catch(async (error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
});
