import semver from 'semver';

/**
 * Whether `version` satisfies `range`, with npm's semantics (`^`/`~` including the 0.x rules,
 * x-ranges, hyphen ranges, `||`, prereleases only matching a range that names one). An empty
 * range or `*` accepts any release. Throws on a range it cannot read, so a typo in a build's
 * `requiredVersion` never passes silently.
 */
export function satisfies(version: string, range: string): boolean {
  if (semver.validRange(range) === null) throw new Error(`invalid version range "${range}"`);
  return semver.satisfies(version, range);
}
