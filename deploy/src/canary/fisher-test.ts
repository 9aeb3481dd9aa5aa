/**
 * One-sided Fisher's exact test on two counts: how likely it is, were both versions equally
 * error-prone, to see the canary this much worse or more by chance. Exact at the small counts a
 * canary starts with, where a z-test's normal approximation claims certainty it does not have
 * (one error in ten loads against none in a hundred is "z = 3.2", but happens 9 % of the time).
 */

/** ln Γ(x) by the Lanczos approximation (g = 7, n = 9): about 15 significant digits. */
function logGamma(x: number): number {
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531,
    -176.61503916999186, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

const logChoose = (n: number, k: number): number =>
  logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/**
 * P(X ≥ badA) where X is the bad count of sample A (size nA) when the bad ones of both samples
 * (badA + badB) fall at random among all nA + nB: the p-value of "A is worse than B".
 */
export function fisherOneSidedPValue(badA: number, nA: number, badB: number, nB: number): number {
  for (const [value, name] of [
    [badA, 'badA'],
    [nA, 'nA'],
    [badB, 'badB'],
    [nB, 'nB'],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a count`);
  }
  if (badA > nA || badB > nB) throw new RangeError('more bad than total');
  const total = nA + nB;
  const bad = badA + badB;
  if (nA === 0 || bad === 0) return 1;
  const denominator = logChoose(total, nA);
  const highest = Math.min(bad, nA);
  let p = 0;
  for (let k = badA; k <= highest; k++) {
    p += Math.exp(logChoose(bad, k) + logChoose(total - bad, nA - k) - denominator);
  }
  return Math.min(1, p);
}
