/**
 * The carrier-standard words a texted person replies with to stop or resume texts. A reply counts
 * when it is one of them alone (any case, surrounding spaces and punctuation ignored).
 */
export const OPT_OUT_KEYWORDS = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

export type OptAnswer = { kind: 'opt_out' | 'opt_in'; keyword: string } | null;

export function readOptAnswer(body: string): OptAnswer {
  const word = body
    .trim()
    .replace(/^[\s.!?,;:'"]+|[\s.!?,;:'"]+$/g, '')
    .toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word))
    return { kind: 'opt_out', keyword: word };
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word))
    return { kind: 'opt_in', keyword: word };
  return null;
}
