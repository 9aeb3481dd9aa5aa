import { ErrorPanel, GlobalStyles } from 'shared-ui';

/** Shown when the app cannot even start (no configuration or release manifest). */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <GlobalStyles />
      <main style={{ maxWidth: 520, margin: '20vh auto', padding: 24 }}>
        <ErrorPanel
          title="We couldn't open the app"
          message="Check your connection and try again."
          onRetry={onRetry}
        />
      </main>
    </>
  );
}
