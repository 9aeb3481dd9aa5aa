/**
 * A local HTTP double of the Stripe API endpoints the provider uses beyond checkout's recording
 * transport: accounts, account links, balance, payouts, disputes, Checkout Sessions with their
 * payment intents and transfers (destination charges), transfer reversals, account debits
 * (charges whose source is a connected account) and file uploads. The real `stripe` SDK is pointed
 * at it (host/port/protocol, and `filesHost` for uploads), so the request path, headers
 * (Stripe-Account, Idempotency-Key) and bodies are the SDK's own. Like Stripe, a POST repeated
 * with the same Idempotency-Key answers the first answer (and is refused if its parameters
 * differ), and a reversal may not exceed what is left of its transfer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseMultipart, type MultipartFile } from './multipart-form';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
  /** Uploaded files of a multipart request. */
  files: MultipartFile[];
}

type Json = Record<string, unknown>;

interface Transfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  reversals: { object: 'list'; has_more: false; data: Json[] };
}

const refusal = (message: string): [number, Json] => [
  400,
  { error: { type: 'invalid_request_error', message } },
];

export async function startStripeDouble() {
  const requests: RecordedRequest[] = [];
  const accounts = new Map<string, Json>();
  /** Per Idempotency-Key: the request body it was first used with, and the answer. */
  const byIdempotencyKey = new Map<string, { body: string; answer: [number, Json] }>();
  /** Payment intent id → the transfer of its destination charge. */
  const transfers = new Map<string, Transfer>();
  const reversals: { transfer: string; amount: number; metadata: string | null }[] = [];
  /** Account debits: charges whose source is a connected account. */
  const accountDebits: { account: string; amount: number; currency: string }[] = [];
  const uploads: (MultipartFile & { id: string; purpose: string | null })[] = [];
  /** Paths whose next request answers 500 (Stripe having a bad moment), once each. */
  const failNext = new Set<string>();
  let counter = 0;

  const answer = (req: RecordedRequest): [number, Json] => {
    counter += 1;
    const { method, path, form } = req;
    if (method === 'POST' && path === '/v1/accounts') {
      const id = `acct_double_${counter}`;
      const account = {
        id,
        object: 'account',
        type: form.get('type'),
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        requirements: { currently_due: ['external_account'], past_due: [] },
        metadata: { userId: form.get('metadata[userId]') },
      };
      accounts.set(id, account);
      return [200, account];
    }
    const account = path.match(/^\/v1\/accounts\/([^/?]+)$/);
    if (method === 'GET' && account) {
      const found = accounts.get(decodeURIComponent(account[1]!));
      return found
        ? [200, found]
        : [404, { error: { type: 'invalid_request_error', message: 'No such account' } }];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return [
        200,
        {
          object: 'account_link',
          url: `https://connect.example.test/setup/${counter}`,
          expires_at: 1_900_000_000,
          created: 1_899_999_700,
        },
      ];
    }
    if (method === 'GET' && path === '/v1/balance') {
      return [
        200,
        {
          object: 'balance',
          available: [{ amount: 4200, currency: 'usd', source_types: { card: 4200 } }],
          pending: [{ amount: 1300, currency: 'usd', source_types: { card: 1300 } }],
          livemode: false,
        },
      ];
    }
    if (method === 'POST' && path === '/v1/payouts') {
      return [
        200,
        {
          id: `po_double_${counter}`,
          object: 'payout',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          status: 'pending',
          arrival_date: 1_900_000_000,
          failure_message: null,
        },
      ];
    }
    const dispute = path.match(/^\/v1\/disputes\/([^/?]+)$/);
    if (method === 'POST' && dispute) {
      return [
        200,
        {
          id: decodeURIComponent(dispute[1]!),
          object: 'dispute',
          amount: 2625,
          currency: 'usd',
          reason: 'fraudulent',
          status: form.get('submit') === 'true' ? 'under_review' : 'needs_response',
          payment_intent: 'pi_disputed',
          evidence_details: { due_by: 1_900_000_000 },
        },
      ];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      // A destination charge: the payment intent's charge transfers total − fee to the host.
      const id = `cs_double_${counter}`;
      let total = 0;
      for (let i = 0; form.has(`line_items[${i}][quantity]`); i += 1) {
        total +=
          Number(form.get(`line_items[${i}][quantity]`)) *
          Number(form.get(`line_items[${i}][price_data][unit_amount]`));
      }
      const fee = Number(form.get('payment_intent_data[application_fee_amount]') ?? 0);
      transfers.set(`pi_${id}`, {
        id: `tr_${id}`,
        object: 'transfer',
        amount: total - fee,
        amount_reversed: 0,
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        destination: form.get('payment_intent_data[transfer_data][destination]') ?? '',
        reversals: { object: 'list', has_more: false, data: [] },
      });
      return [
        200,
        {
          id,
          object: 'checkout.session',
          url: `https://checkout.example.test/${id}`,
          status: 'open',
        },
      ];
    }
    const intent = path.match(/^\/v1\/payment_intents\/([^/?]+)$/);
    if (method === 'GET' && intent) {
      const id = decodeURIComponent(intent[1]!);
      const transfer = transfers.get(id);
      if (!transfer)
        return [
          404,
          { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        ];
      // Answered as if `expand[]=latest_charge.transfer` (the provider's only read of it).
      return [
        200,
        {
          id,
          object: 'payment_intent',
          latest_charge: { id: `ch_${id}`, object: 'charge', transfer: { ...transfer } },
        },
      ];
    }
    const reversal = path.match(/^\/v1\/transfers\/([^/?]+)\/reversals$/);
    if (method === 'POST' && reversal) {
      const id = decodeURIComponent(reversal[1]!);
      const transfer = [...transfers.values()].find((t) => t.id === id);
      if (!transfer) return refusal('No such transfer');
      const amount = Number(form.get('amount') ?? transfer.amount - transfer.amount_reversed);
      if (amount > transfer.amount - transfer.amount_reversed) {
        return refusal('Reversal amount exceeds the transfer amount not yet reversed');
      }
      transfer.amount_reversed += amount;
      reversals.push({ transfer: id, amount, metadata: form.get('metadata[disputeId]') });
      const made = {
        id: `trr_double_${counter}`,
        object: 'transfer_reversal',
        amount,
        transfer: id,
        metadata: { disputeId: form.get('metadata[disputeId]') },
      };
      transfer.reversals.data.push(made);
      return [200, made];
    }
    if (method === 'POST' && path === '/v1/charges') {
      const source = form.get('source') ?? '';
      if (!source.startsWith('acct_')) return refusal('Only account debits are modelled');
      const debit = {
        account: source,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
      };
      accountDebits.push(debit);
      return [200, { id: `py_double_${counter}`, object: 'charge', ...debit, status: 'succeeded' }];
    }
    if (method === 'POST' && path === '/v1/files') {
      const file = req.files[0];
      if (!file) return refusal('A file is needed');
      const id = `file_double_${counter}`;
      uploads.push({ ...file, id, purpose: form.get('purpose') });
      return [200, { id, object: 'file', purpose: form.get('purpose'), filename: file.filename }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } },
    ];
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const body = Buffer.concat(chunks);
      const type = request.headers['content-type'] ?? '';
      const multipart = type.startsWith('multipart/form-data') ? parseMultipart(body, type) : null;
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        headers: request.headers,
        form:
          multipart?.fields ??
          new URLSearchParams(request.method === 'GET' ? url.search : body.toString('utf8')),
        files: multipart?.files ?? [],
      };
      requests.push(recorded);
      const key = request.headers['idempotency-key'];
      const first = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      const sameBody = recorded.form.toString();
      const [status, json] = failNext.delete(recorded.path)
        ? [500, { error: { type: 'api_error', message: 'Stripe is having a bad moment' } }]
        : !first
          ? answer(recorded)
          : first.body === sameBody || recorded.files.length > 0
            ? first.answer
            : [
                400,
                {
                  error: {
                    type: 'idempotency_error',
                    message:
                      'Keys for idempotent requests can only be used with the same parameters',
                  },
                },
              ];
      if (typeof key === 'string' && recorded.method === 'POST' && !first && status === 200) {
        byIdempotencyKey.set(key, { body: sameBody, answer: [status, json] });
      }
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${counter}`,
      });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    accounts,
    transfers,
    reversals,
    accountDebits,
    uploads,
    failNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
