import { APP_CONFIG_PATH, parseAppConfig, type AppConfig } from 'platform';

export async function loadAppConfig(): Promise<AppConfig> {
  const res = await fetch(APP_CONFIG_PATH, { cache: 'no-store' });
  if (!res.ok) throw new Error(`app configuration could not be loaded (HTTP ${res.status})`);
  return parseAppConfig(await res.json());
}
