import { Outlet } from 'shared-ui/router';
import { DesktopNav } from './desktop-nav';
import { MobileBackBar } from './mobile-back-bar';
import { MobileNav } from './mobile-nav';
import { SiteFooter } from './site-footer';
import { useNavVisibility } from './nav-visibility';
import './app-layout.css';

/** The /app frame: top bar on desktop, bottom bar on mobile (max width 600 px), page in between. */
export function AppLayout() {
  const nav = useNavVisibility();
  return (
    <div className={`app-layout${nav.mobile ? '' : ' app-layout--no-mobile-nav'}`}>
      <a href="#main" className="ui-skip-link">
        Skip to content
      </a>
      {nav.desktop && <DesktopNav />}
      {!nav.mobile && <MobileBackBar />}
      <main id="main" className="app-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {nav.mobile && <MobileNav />}
    </div>
  );
}
