/**
 * Chat: messages per second and delivery latency (p50/p99) to sockets following one event chat,
 * on one API process (PGlite), and, on PostgreSQL, across two API processes on one database (sent
 * through one, sockets on the other: LISTEN/NOTIFY).
 */
import path from 'node:path';
import { chatBench, type ChatBenchResult } from '../../api/test/chat-bench';
import { startApiProcess } from './api-process';
import type { BenchContext } from './bench-context';
import { ms, printTable } from './bench-table';
import { freePort } from './free-port';

const CHAT_SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 200);

const cells = (setup: string, r: ChatBenchResult) => [
  setup,
  String(r.sockets),
  String(r.messages),
  r.messagesPerSecond.toFixed(0),
  ms(r.p50),
  ms(r.p99),
  String(r.missing),
];

export async function chatSection(context: BenchContext): Promise<void> {
  const { emulatorHost } = context;
  const run = (sendApi: string, socketApi: string) =>
    chatBench({ sendApi, socketApi, emulatorHost, sockets: CHAT_SOCKETS });
  const { apiUrl } = await context.system();
  const rows = [cells('PGlite, one process', await run(apiUrl, apiUrl))];
  const postgres = await context.postgresApi();
  if (postgres) {
    rows.push(cells('PostgreSQL, one process', await run(postgres.url, postgres.url)));
    const second = await startApiProcess({
      port: await freePort(),
      dataDir: path.join(context.scratch, 'unused-2'),
      databaseUrl: postgres.databaseUrl,
      emulatorHost,
      seedDemoData: false,
      logFile: path.join(context.scratch, 'api-postgres-2.log'),
    });
    try {
      rows.push(cells('PostgreSQL, two processes', await run(postgres.url, second.url)));
    } finally {
      await second.stop();
    }
  }
  printTable(
    'Chat fan-out (10 senders x 20 messages over HTTP; every socket follows the one event chat)',
    ['setup', 'sockets', 'messages', 'msg/s', 'p50', 'p99', 'missing'],
    rows,
  );
}
