import { describe, expect, it } from 'vitest';
import { offlineProgress, offlineResultNote } from './offline-result-note';

describe('the note under an offline answer', () => {
  const queue = [{ nonce: 'n1' }];
  const answers = { n2: false, n3: true };

  it('follows a scan from the queue to the server’s answer', () => {
    expect(offlineProgress('n1', queue, answers)).toBe('queued');
    expect(offlineProgress('n2', queue, answers)).toBe('synced');
    expect(offlineProgress('n3', queue, answers)).toBe('conflict');
    expect(offlineProgress('n4', queue, answers)).toBe('unknown');
  });

  it('says an admission is not sent yet, then synced, or in conflict', () => {
    const offline = { online: false, waiting: 1 };
    const synced = { online: true, waiting: 0 };
    expect(offlineResultNote(true, 'queued', offline)).toBe(
      'Offline · checked on this device · not sent yet',
    );
    expect(offlineResultNote(true, 'synced', synced)).toBe('Checked offline · synced');
    expect(offlineResultNote(true, 'conflict', synced)).toMatch(/conflict at sync/);
  });

  it('says a refusal was decided offline, and once the device has synced, that it has', () => {
    expect(offlineResultNote(false, 'unknown', { online: false, waiting: 2 })).toBe(
      'Offline · checked on this device',
    );
    expect(offlineResultNote(false, 'unknown', { online: true, waiting: 2 })).toBe(
      'Offline · checked on this device',
    );
    expect(offlineResultNote(false, 'unknown', { online: true, waiting: 0 })).toBe(
      'Checked offline · back online and up to date',
    );
  });
});
