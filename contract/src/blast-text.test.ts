import { describe, expect, it } from 'vitest';
import { BLAST_OPT_OUT_WORDS, blastText, stripHiddenCharacters } from './blast-text';

describe('blastText', () => {
  it('names the event and the host and ends with the opt-out words', () => {
    expect(
      blastText({ eventName: 'Roof Party', hostName: 'Hal Host', message: ' Doors at 8! ' }),
    ).toBe(`Roof Party (from Hal Host): Doors at 8!\n\n${BLAST_OPT_OUT_WORDS}`);
  });

  it('strips bidirectional controls and invisible characters, everywhere', () => {
    const rlo = '\u202E';
    const text = blastText({
      eventName: `Roof\u200B Party`,
      hostName: `Hal${rlo} Host`,
      message: `Pay at https://evil.example/${rlo}gpj.exe\u2066\uFEFF now`,
    });
    expect(text).toBe(
      `Roof Party (from Hal Host): Pay at https://evil.example/gpj.exe now\n\n${BLAST_OPT_OUT_WORDS}`,
    );
    expect(stripHiddenCharacters('a\u0000b\u200Dc\u061Cd\ne')).toBe('abcd\ne');
  });
});
