import { Link } from 'shared-ui/router';
import { APP_VERSION } from 'shared-api';
import './site-footer.css';

/**
 * SPEC §2's external links: download, privacy policy, terms, refund policy and FAQ. The documents
 * are the in-app PDF viewers; download and FAQ are sections of the landing page.
 */
export const EXTERNAL_LINKS = [
  { label: 'Get the app', to: '/#download' },
  { label: 'FAQ', to: '/#faq' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'Terms of service', to: '/tos' },
  { label: 'Refund policy', to: '/refund-policy' },
] as const;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="About">
        <ul className="site-footer__links">
          {EXTERNAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__version">Version {APP_VERSION}</p>
    </footer>
  );
}
