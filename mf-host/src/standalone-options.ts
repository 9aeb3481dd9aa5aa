import { exposedPageFile, type StandaloneOptions } from 'platform/standalone';
import { exposes } from './exposes';
import { routes } from './routes';

/** This remote's pages outside the shell: its standalone page and its single-spa lifecycles. */
export const standaloneOptions: StandaloneOptions = {
  appName: __APP_NAME__,
  routes,
  // The template literal is resolved by the bundler over ./pages, so it must stay in this package.
  loadPage: (page) => import(`./pages/${exposedPageFile(exposes, page)}.tsx`),
};
