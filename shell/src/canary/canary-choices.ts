/**
 * Which version of each remote this device runs, decided once per page load (boot/boot-reads.ts)
 * before anything registers, prefetches or routes by the manifest: the manifest handed on holds
 * one release per remote, stable or canary. `/debug` shows the choices and why.
 */
import { chooseRelease, type ReleaseChoice, type ReleaseManifest } from 'platform';

let state: { device: string | null; choices: Record<string, ReleaseChoice> } = {
  device: null,
  choices: {},
};

export function withCanaryChoices(manifest: ReleaseManifest, device: string): ReleaseManifest {
  const choices: Record<string, ReleaseChoice> = {};
  const remotes: ReleaseManifest['remotes'] = {};
  for (const [key, entry] of Object.entries(manifest.remotes)) {
    const choice = chooseRelease(entry, device);
    choices[key] = choice;
    remotes[key] = choice.release;
  }
  state = { device, choices };
  return { ...manifest, remotes };
}

/** This page load's choice per remote (empty before start-up has read the manifest). */
export const canaryChoices = (): Readonly<Record<string, ReleaseChoice>> => state.choices;

/** This browser's device id, once start-up has read it. */
export const currentDeviceId = (): string | null => state.device;

/** Why this device runs what it runs, in words for `/debug`. */
export function describeChoice(choice: ReleaseChoice | undefined): string {
  if (!choice || choice.bucket === null || choice.share === null) return 'stable (no canary)';
  return choice.track === 'canary'
    ? `canary: this device's bucket ${choice.bucket} is below the canary's ${choice.share}%`
    : `stable: this device's bucket ${choice.bucket} is not below the canary's ${choice.share}%`;
}
