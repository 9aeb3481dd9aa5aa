/**
 * The shell's two HTML pages. `/` is the landing page, static and prerendered (`index.html`, no
 * app code); every other route gets the app's page (`app.html`). The shell's build writes them,
 * the static server, the Firebase Hosting config and the service worker serve them.
 */
export const LANDING_PAGE_FILE = 'index.html';
export const APP_PAGE_FILE = 'app.html';
