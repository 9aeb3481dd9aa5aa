import { describe, expect, it } from 'vitest';
import { fileNameParts } from './file-name-parts';

describe('fileNameParts', () => {
  it('keeps the extension and the characters before it whole', () => {
    expect(
      fileNameParts('door-photo-with-a-rather-long-unbroken-name-from-a-phone-camera-20261123.png'),
    ).toEqual({
      start: 'door-photo-with-a-rather-long-unbroken-name-from-a-phone-camera-20',
      end: '261123.png',
    });
  });

  it('joins back into the same name', () => {
    for (const name of [
      'a.png',
      'receipt',
      '.env',
      'x.',
      'scan.of.the.receipt.jpeg',
      '🎟️🎟️🎟️🎟️.gif',
    ]) {
      const { start, end } = fileNameParts(name);
      expect(start + end).toBe(name);
    }
  });

  it('puts a short name in the part that is never cut', () => {
    expect(fileNameParts('door.png')).toEqual({ start: '', end: 'door.png' });
  });

  it('treats a long tail after the last dot as part of the name', () => {
    expect(fileNameParts('notes.final-version-2').end).toBe('sion-2');
    expect(fileNameParts('no-extension-at-all').end).toBe('at-all');
  });

  it('never splits an emoji: six whole characters stay before the extension', () => {
    // Each ticket is two code points (U+1F39F and the emoji variation selector U+FE0F).
    const { start, end } = fileNameParts('🎟️🎟️🎟️🎟️🎟️🎟️🎟️.gif');
    expect(start).toBe('🎟️');
    expect(end).toBe('🎟️🎟️🎟️🎟️🎟️🎟️.gif');
  });
});
