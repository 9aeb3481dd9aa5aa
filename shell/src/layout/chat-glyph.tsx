/**
 * The Chat tab's mark: a speech bubble drawn inline, the size of the tab's text glyphs (⌂ ♡ ▣),
 * since no text character for chat renders alike everywhere (✉ and 💬 turn into colour emoji).
 */
export function ChatGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 5h16v11H9l-5 4z" />
    </svg>
  );
}
