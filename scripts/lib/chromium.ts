import { existsSync } from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH): the browser every e2e test drives. Nothing downloads one. */
export function findChromium(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. Install Debian's package (apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return candidate;
}
