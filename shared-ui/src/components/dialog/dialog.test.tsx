import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('is a dialog named by its title, with its content and a Close button', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Friends" onClose={onClose}>
        <p>Ada</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Friends' });
    expect(dialog.textContent).toContain('Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc and on a press on the backdrop, not on a press inside', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Friends" onClose={onClose}>
        <p>Inside</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Friends' });
    fireEvent.click(screen.getByText('Inside'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog); // the backdrop is the dialog element itself
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('gives focus back to the element that opened it', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <Dialog title="Details" onClose={() => setOpen(false)}>
              <p>Body</p>
            </Dialog>
          )}
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
