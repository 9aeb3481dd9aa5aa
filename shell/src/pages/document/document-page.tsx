import { useEffect, useRef, useState } from 'react';
import { Link } from 'shared-ui/router';
import { ErrorPanel, FullPageLoader, buttonClassName } from 'shared-ui';
import type { PolicyDocument } from './documents';
import { renderPdf } from './render-pdf';
import './document-page.css';

type State = { status: 'loading' } | { status: 'shown'; pages: number } | { status: 'failed' };

/**
 * A policy document viewer (SPEC §2): the PDF drawn in the page with pdf.js, which works even where
 * the browser has no PDF plugin (headless, some phones). If drawing fails, the PDF can still be
 * opened or downloaded.
 */
export function DocumentPage({ document: doc }: { document: PolicyDocument }) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const container = pagesRef.current;
    if (!container) return;
    const controller = new AbortController();
    container.replaceChildren();
    setState({ status: 'loading' });
    renderPdf(doc.url, container, controller.signal).then(
      (pages) => {
        if (!controller.signal.aborted) setState({ status: 'shown', pages });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`${doc.fileName} could not be shown`, error);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [doc, attempt]);

  useEffect(() => {
    window.document.title = `${doc.title} · Events`;
  }, [doc.title]);

  return (
    <main className="document-page">
      <header className="document-page__header">
        <Link to="/" className="document-page__back">
          ← Home
        </Link>
        <h1>{doc.title}</h1>
        <a
          href={doc.url}
          download={doc.fileName}
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        >
          Download PDF
        </a>
      </header>
      {state.status === 'loading' && <FullPageLoader label={`Loading the ${doc.title}`} />}
      {state.status === 'failed' && (
        <ErrorPanel
          title={`We couldn't show the ${doc.title} here`}
          message={
            <>
              You can still <a href={doc.url}>open the PDF</a> or download it.
            </>
          }
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      <div
        ref={pagesRef}
        className="document-page__pages"
        data-testid="pdf-pages"
        aria-busy={state.status === 'loading'}
        hidden={state.status === 'failed'}
      />
    </main>
  );
}
