import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { printEmailOutbox, printSmsOutbox } from './sms-outbox-printer';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
};

describe('printSmsOutbox', () => {
  it('prints texts written after it starts, not the ones before, one line each', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const file = path.join(dir, 'sms-outbox.jsonl');
    await writeFile(file, `${JSON.stringify({ to: '+15550000001', body: 'old' })}\n`);
    const printed: string[] = [];
    const stop = printSmsOutbox(file, (line) => printed.push(line));
    try {
      await new Promise((r) => setTimeout(r, 200));
      await appendFile(file, `${JSON.stringify({ to: '+15550000002', body: 'Doors at 8' })}\n`);
      await appendFile(file, `${JSON.stringify({ to: '+15550000003', body: 'See you' })}\n`);
      await waitFor(() => printed.length >= 2);
      expect(printed).toEqual([
        '  💬 text to +15550000002: Doors at 8',
        '  💬 text to +15550000003: See you',
      ]);
    } finally {
      stop();
    }
  });
});

describe('printEmailOutbox', () => {
  it('prints the recipient and subject of each email written after it starts', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const file = path.join(dir, 'email-outbox.jsonl');
    const printed: string[] = [];
    const stop = printEmailOutbox(file, (line) => printed.push(line));
    try {
      await new Promise((r) => setTimeout(r, 200));
      const mail = { to: 'a@mit.edu', subject: '123456 is your code', text: 'Your code: 123456' };
      await appendFile(file, `${JSON.stringify(mail)}\n`);
      await waitFor(() => printed.length >= 1);
      expect(printed).toEqual(['  📧 email to a@mit.edu: 123456 is your code']);
    } finally {
      stop();
    }
  });
});
