/**
 * Request log lines name the route, not the address asked for: no query string (search words,
 * phone numbers), no id from the path, no caller address; a 500 caused by a failed query is logged
 * by its SQLSTATE without the SQL or its parameters; a line with no message of its own does not
 * borrow the error's (which would be the SQL).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/test-api';
import { SLOW_ANSWER_MS } from './log-options';

const execFileAsync = promisify(execFile);
const PHONE = '+15551230000';
const lines: string[] = [];
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({
    logger: { write: (line) => lines.push(line) },
    extend: (app) => {
      app.get('/v2/test/failing-query', { config: { access: 'public' } }, () => failingQuery(api));
      app.get('/v2/test/slow-answer', { config: { access: 'public' } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS + 20));
        return { ok: true };
      });
    },
  });
});
afterAll(() => api?.close());

const failingQuery = (on: TestApi) => on.database.db.execute(sql`select ${PHONE}::uuid as secret`);

/** The lines written since `from`, parsed. */
const since = (from: number) =>
  lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('API log lines', () => {
  it('log a request by its method and route pattern, without query string, ids or address', async () => {
    const from = lines.length;
    const chatId = randomUUID();
    const url = `/v2/chats/${chatId}?phone=${encodeURIComponent(PHONE)}&q=secret-words`;
    expect((await api.request(url)).status).toBe(401);
    const logged = since(from);
    // One line per request, written when it is answered, with the status and the time taken.
    const requestLines = logged.filter((line) => line.req !== undefined);
    expect(requestLines).toHaveLength(1);
    const [completed] = requestLines;
    expect(completed?.msg).toBe('request completed');
    expect(completed?.req).toEqual({ method: 'GET', url: '/v2/chats/:chatId' });
    expect(completed?.res).toEqual({ statusCode: 401 });
    expect(completed?.responseTime).toEqual(expect.any(Number));
    const text = JSON.stringify(logged);
    expect(text).not.toContain(chatId);
    expect(text).not.toContain('secret-words');
    expect(text).not.toContain('1555123');
    expect(text).not.toContain('127.0.0.1');
  });

  it('log an address no route matches by its path alone', async () => {
    const from = lines.length;
    await api.request(`/v2/no-such-place?phone=${encodeURIComponent(PHONE)}`);
    const incoming = since(from).find((line) => line.msg === 'request completed');
    expect(incoming?.req).toEqual({ method: 'GET', url: '/v2/no-such-place' });
    expect(JSON.stringify(since(from))).not.toContain('1555123');
  });

  it('leave a quick successful answer out at the default level, and write it at debug', async () => {
    const from = lines.length;
    expect((await api.request('/v2/health')).status).toBe(200);
    expect(since(from).filter((line) => line.msg === 'request completed')).toEqual([]);

    // The same request with the logger at debug (LOG_LEVEL=debug, as `npm start` runs).
    api.app.log.level = 'debug';
    try {
      const debugFrom = lines.length;
      expect((await api.request('/v2/health')).status).toBe(200);
      const written = since(debugFrom).filter((line) => line.msg === 'request completed');
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        level: 20,
        req: { method: 'GET', url: '/v2/health' },
        res: { statusCode: 200 },
      });
    } finally {
      api.app.log.level = 'info';
    }
  });

  it('write a slow successful answer at the default level, with its time', async () => {
    const from = lines.length;
    expect((await api.request('/v2/test/slow-answer')).status).toBe(200);
    const written = since(from).filter((line) => line.msg === 'request completed');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 30, res: { statusCode: 200 } });
    expect(written[0]?.responseTime).toBeGreaterThanOrEqual(SLOW_ANSWER_MS);
  });

  it('log a 500 from a failed query by its SQLSTATE, without SQL or parameters', async () => {
    // Control: the error itself carries the phone number and the SQL.
    const raw = await failingQuery(api).catch((error: unknown) => error as Error);
    expect((raw as Error).message).toContain(PHONE);

    const from = lines.length;
    expect((await api.request('/v2/test/failing-query')).status).toBe(500);
    const logged = since(from);
    const failure = logged.find((line) => line.level === 50);
    expect(failure?.msg).toBe('unexpected error while handling the request');
    expect(failure?.err).toMatchObject({ dbCode: '22P02' });
    const text = JSON.stringify(logged);
    expect(text).not.toContain('1555123');
    expect(text).not.toContain('secret');
  });

  it('give a line that has an error and no message a message of its own', async () => {
    const raw = await failingQuery(api).catch((error: unknown) => error as Error);
    const from = lines.length;
    api.app.log.error(raw);
    api.app.log.error({ err: raw });
    const logged = since(from);
    expect(logged.map((line) => line.msg)).toEqual([
      'error (no message given)',
      'error (no message given)',
    ]);
    expect(JSON.stringify(logged)).not.toContain('1555123');
  });
});

describe('standard output, written in batches', () => {
  it('still writes every line when the process exits at once', async () => {
    // A process that logs and exits straight after: the batch not yet written must go out on exit.
    const logOptions = new URL('./log-options.ts', import.meta.url).href;
    const script = `
      import Fastify from 'fastify';
      import { apiLoggerOptions } from ${JSON.stringify(logOptions)};
      const app = Fastify({ logger: apiLoggerOptions() });
      for (let i = 0; i < 3; i++) app.log.info({ line: i }, 'batched');
      process.exit(0);
    `;
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
      },
    );
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; line: number });
    expect(lines.map((l) => [l.msg, l.line])).toEqual([
      ['batched', 0],
      ['batched', 1],
      ['batched', 2],
    ]);
  });
});
