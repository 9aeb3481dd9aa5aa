import type { StandaloneOptions } from 'platform/standalone';
import { routes } from './routes';

/** This remote's pages outside the shell. It has none yet, so there is nothing to load. */
export const standaloneOptions: StandaloneOptions = {
  appName: __APP_NAME__,
  routes,
  loadPage: (page) => Promise.reject(new Error(`mf-host has no page ${page} yet`)),
};
