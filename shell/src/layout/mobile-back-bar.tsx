import { Link, useNavigate } from 'shared-ui/router';
import { paths } from 'shared-api';

/** The position react-router's browser history keeps in `history.state`: 0 on the first page. */
function historyIndex(): number {
  const state: unknown = globalThis.history?.state;
  const idx = state && typeof state === 'object' && 'idx' in state ? state.idx : 0;
  return typeof idx === 'number' ? idx : 0;
}

/**
 * On a phone, a page that hides the bottom bar (SPEC section 2: create, chat, pass, host wallet,
 * organization create…) would leave no way out but the browser's own button, which an installed
 * app does not show. This bar keeps one: Back to where the person came from in the app, or Home
 * when the page was opened directly (a shared link), where going back would leave the app.
 */
export function MobileBackBar() {
  const navigate = useNavigate();
  return (
    <nav className="mobile-back-bar" aria-label="Back">
      {historyIndex() > 0 ? (
        <button type="button" className="mobile-back-bar__link" onClick={() => navigate(-1)}>
          <span aria-hidden="true">←</span> Back
        </button>
      ) : (
        <Link to={paths.feed()} className="mobile-back-bar__link">
          <span aria-hidden="true">←</span> Home
        </Link>
      )}
    </nav>
  );
}
