import type { RouteObject } from 'shared-ui/router';
import { Navigate } from 'shared-ui/router';
import type { AppConfig, ReleaseManifest } from 'platform';
import { LoginGate } from '../gate/login-gate';
import { IslandPage } from '../islands/island-page';
import { AppLayout } from '../layout/app-layout';
import { RemotePage } from '../remotes/remote-page';
import { DebugPage } from '../pages/debug-page';
import { DocumentPage } from '../pages/document/document-page';
import { POLICY_DOCUMENTS } from '../pages/document/documents';
import { ErrorPage } from '../pages/error-page';
import { LandingPage } from '../pages/landing-page';
import { LogoColorsPage } from '../pages/logo-colors-page';
import { SignoutPage } from '../pages/signout-page';
import { OrganizationRedirect, organizationRedirectRoute } from '../router/organization-redirect';
import type { RouteHandle } from '../router/route-handle';

const APP_PREFIX = '/app';

/**
 * The router's table: the shell's own pages, then every remote's declared routes from the release
 * manifest. Routes under /app sit inside the layout with the nav bars; others (such as /auth/*)
 * stand alone. React Router ranks static segments above parameters, so declaration order is free.
 * An island's routes mount its lifecycles (with `config` among their props) behind the same gate.
 */
export function buildRoutes(manifest: ReleaseManifest, config: AppConfig): RouteObject[] {
  const appChildren: RouteObject[] = [];
  const standalone: RouteObject[] = [];
  for (const release of Object.values(manifest.remotes)) {
    for (const declaration of release.routes) {
      const route = {
        handle: { declaration, owner: release.package } satisfies RouteHandle,
        element: (
          <LoginGate route={declaration}>
            {release.island ? (
              <IslandPage release={release} declaration={declaration} config={config} />
            ) : (
              <RemotePage federationName={release.federationName} page={declaration.page} />
            )}
          </LoginGate>
        ),
      } satisfies RouteObject;
      if (declaration.path === APP_PREFIX) appChildren.push({ ...route, index: true });
      else if (declaration.path.startsWith(`${APP_PREFIX}/`)) {
        appChildren.push({ ...route, path: declaration.path.slice(APP_PREFIX.length + 1) });
      } else standalone.push({ ...route, path: declaration.path });
    }
  }

  return [
    { path: '/', element: <LandingPage /> },
    { path: '/index.html', element: <Navigate to="/" replace /> },
    { path: '/signout', element: <SignoutPage /> },
    { path: '/debug', element: <DebugPage manifest={manifest} /> },
    { path: '/logo-colors', element: <LogoColorsPage /> },
    ...POLICY_DOCUMENTS.map((doc) => ({
      path: doc.path,
      element: <DocumentPage key={doc.path} document={doc} />,
    })),
    {
      path: APP_PREFIX,
      element: <AppLayout />,
      children: [
        ...appChildren,
        {
          path: organizationRedirectRoute.path.slice(APP_PREFIX.length + 1),
          handle: { declaration: organizationRedirectRoute, owner: 'shell' } satisfies RouteHandle,
          element: <OrganizationRedirect />,
        },
        { path: '*', element: <ErrorPage notFound /> },
      ],
    },
    ...standalone,
    { path: '*', element: <ErrorPage notFound /> },
  ];
}
