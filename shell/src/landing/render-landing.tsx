import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { GlobalStyles } from 'shared-ui';
import { LandingPage } from '../pages/landing-page';

/**
 * The landing page as static HTML, rendered at build time (shell/build/landing-page.ts) from the
 * same component the app shows at `/` after an in-app link. So `/` needs no React, router,
 * Firebase or federation runtime in the browser, and its text paints with the first response.
 */
export function renderLanding(): { head: string; body: string } {
  return {
    head: renderToStaticMarkup(<GlobalStyles />),
    body: renderToStaticMarkup(
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>,
    ),
  };
}
