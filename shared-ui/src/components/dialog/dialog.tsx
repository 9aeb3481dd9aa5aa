import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconButton } from '../button/icon-button';

export interface DialogProps {
  title: string;
  /** Called on Esc, the close button or a press on the backdrop. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the browser makes the rest of
 * the page inert (focus stays inside), Esc closes it, and focus returns to where it was. Labelled by
 * its title. It is open while rendered: a page shows it for a URL (`/app/event/:id/tickets`,
 * `/app/user/:id/friends`) and `onClose` navigates away. A sheet from the bottom on phones.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const onCancel = (event: globalThis.Event) => {
      // The route decides whether the dialog is open: close by navigating, not by the browser.
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // jsdom and older browsers do not fire `cancel` on Esc.
        if (event.key === 'Escape') {
          event.preventDefault();
          // A dialog opened inside another (a confirmation) closes alone.
          event.stopPropagation();
          close.current();
        }
      }}
      onClick={(event) => {
        if (event.target === ref.current) close.current();
      }}
    >
      <div className="ui-dialog__panel">
        <header className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <IconButton aria-label="Close" onClick={() => close.current()}>
            ✕
          </IconButton>
        </header>
        <div className="ui-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
