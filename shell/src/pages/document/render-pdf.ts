/**
 * Draws every page of a PDF into `container` with pdf.js: a canvas per page plus a text layer,
 * so the text can be selected, found with Ctrl+F and read by screen readers. pdf.js is loaded
 * only here (a lazy chunk), and its worker is bundled with the shell: nothing comes from outside.
 */
export async function renderPdf(
  url: string,
  container: HTMLElement,
  signal: AbortSignal,
): Promise<number> {
  const pdfjs = await import('pdfjs-dist');
  if (!pdfjs.GlobalWorkerOptions.workerPort) {
    pdfjs.GlobalWorkerOptions.workerPort = new Worker(
      new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url),
      { type: 'module' },
    );
  }
  const task = pdfjs.getDocument({ url });
  signal.addEventListener('abort', () => void task.destroy());
  const doc = await task.promise;
  const width = Math.min(container.clientWidth || 816, 816);
  for (let n = 1; n <= doc.numPages; n++) {
    if (signal.aborted) break;
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / base.width });
    const ratio = window.devicePixelRatio || 1;

    const frame = document.createElement('div');
    frame.className = 'pdf-page';
    frame.style.width = `${viewport.width}px`;
    frame.style.height = `${viewport.height}px`;
    frame.style.setProperty('--total-scale-factor', String(viewport.scale));
    frame.style.setProperty('--scale-factor', String(viewport.scale));
    frame.setAttribute('aria-label', `Page ${n} of ${doc.numPages}`);
    frame.setAttribute('role', 'region');

    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.setAttribute('aria-hidden', 'true');
    const text = document.createElement('div');
    text.className = 'textLayer';
    frame.append(canvas, text);
    container.append(frame);

    await page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    }).promise;
    await new pdfjs.TextLayer({
      textContentSource: page.streamTextContent(),
      container: text,
      viewport,
    }).render();
  }
  return doc.numPages;
}
