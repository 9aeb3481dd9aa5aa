/**
 * The door on one database: a host's event with one pass per device, then 20 devices scanning at
 * once (`POST /events/hosts/scan`, each scan a new nonce). Over the 20 passes, each is admitted
 * once and refused after (the usual door); over one pass, every device queues on the same row lock
 * (the worst case).
 */
import { benchEvent, benchPerson, postJson } from './bench-person';
import { printRates, type BenchTarget } from './request-rate';

/** Door scans per run, and the devices scanning at once (the issue asks for 20). */
const SCAN_REQUESTS = Number(process.env.BENCH_SCAN_REQUESTS ?? 600);
const SCAN_DEVICES = 20;

export async function scanTargets(
  database: string,
  apiUrl: string,
  emulatorHost: string,
): Promise<BenchTarget[]> {
  const host = await benchPerson(apiUrl, emulatorHost, 'Bench Door Host');
  const event = await benchEvent(apiUrl, host, 'Bench door night');
  const tokens: string[] = [];
  for (let i = 0; i < SCAN_DEVICES; i++) {
    const guest = await benchPerson(apiUrl, emulatorHost, `Bench Guest ${i + 1}`);
    const order = await postJson<{ passes: { qrToken: string }[] }>(
      `${apiUrl}/checkout/initiate`,
      guest.idToken,
      { eventId: event.id, items: [{ ticketTypeId: event.ticketTypes[0]!.id, quantity: 1 }] },
    );
    tokens.push(order.passes[0]!.qrToken);
  }
  const run = Date.now().toString(36);
  const scan =
    (pick: (i: number) => string, tag: string): BenchTarget['body'] =>
    (i) => ({ eventId: event.id, qrToken: pick(i), nonce: `bench-${tag}-${run}-${i}` });
  const common = {
    url: `${apiUrl}/events/hosts/scan`,
    headers: { authorization: `Bearer ${host.idToken}` },
    requests: SCAN_REQUESTS,
    concurrency: SCAN_DEVICES,
  };
  return [
    {
      ...common,
      name: `${database} POST /events/hosts/scan (20 passes)`,
      body: scan((i) => tokens[i % tokens.length]!, 'many'),
    },
    {
      ...common,
      name: `${database} POST /events/hosts/scan (1 pass)`,
      body: scan(() => tokens[0]!, 'one'),
    },
  ];
}

export function printDoor(targets: readonly BenchTarget[]): Promise<void> {
  return printRates(
    `Door scans (${SCAN_REQUESTS} scans, ${SCAN_DEVICES} devices at once, each scan a new nonce)`,
    targets,
  );
}
