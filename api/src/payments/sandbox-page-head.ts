/**
 * The head every sandbox page shares (checkout, card setup, onboarding): plain HTML, no script, the
 * same look; each page adds its own rules. The pages stand in for a provider's hosted pages.
 */

const BASE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f4f4f7; color: #1a1a2e; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  .badge { display: inline-block; font-size: .75rem; background: #fde68a; color: #5b4100; padding: .15rem .5rem; border-radius: 999px; }
  form { margin: 0 0 .75rem; }
  button { width: 100%; min-height: 48px; font-size: 1rem; border-radius: 8px; cursor: pointer; }
  .note { font-size: .85rem; color: #55556a; }
  button:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }`;

/** The document up to `<body>`: `title` and `style` are trusted (the caller escapes what it puts in). */
export function sandboxPageHead(title: string, style: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${BASE_STYLE}${style}
</style>
</head>
`;
}
