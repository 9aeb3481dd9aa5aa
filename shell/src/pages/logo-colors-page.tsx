import { Link } from 'shared-ui/router';
import { ACCENT_COLORS, ACCENT_NAMES } from 'shared-ui';

/** Developer page (SPEC §2, §9): the nine accent colours of shared-ui's tokens, with their values. */
export function LogoColorsPage() {
  return (
    <main style={{ maxWidth: 880, margin: '0 auto', padding: 24 }}>
      <h1>Logo colors</h1>
      <p>The nine accent colours (shared-ui tokens, `--ui-accent-*`), in order.</p>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 16,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {ACCENT_COLORS.map((color, i) => (
          <li key={color} style={{ margin: 0 }}>
            <div
              data-testid="accent-swatch"
              aria-hidden="true"
              style={{ background: color, height: 88, borderRadius: 12 }}
            />
            <p style={{ margin: '8px 0 0', fontWeight: 700 }}>
              {i + 1}. {ACCENT_NAMES[i]}
            </p>
            <code>{color}</code>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/app">Back to the app</Link>
      </p>
    </main>
  );
}
