import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmActions } from './confirm-actions';

describe('ConfirmActions', () => {
  it('puts the safe choice first and the change last, each calling its own handler', () => {
    const keep = vi.fn();
    const remove = vi.fn();
    const { container } = render(
      <ConfirmActions
        cancel={{ label: 'Keep it', onClick: keep }}
        confirm={{ label: 'Remove card', onClick: remove, tone: 'danger', busy: false }}
      />,
    );
    const row = container.firstElementChild as HTMLElement;
    expect(row.className).toBe('ui-confirm__actions');
    expect([...row.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Keep it',
      'Remove card',
    ]);
    expect(screen.getByRole('button', { name: 'Remove card' }).className).toContain(
      'ui-button--danger',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(keep).toHaveBeenCalledOnce();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(remove).toHaveBeenCalledOnce();
  });

  it('while busy ignores the change, and holds the safe choice only when told to', () => {
    const send = vi.fn();
    const { container, rerender } = render(
      <ConfirmActions
        className="refund-panel__actions"
        cancel={{ label: 'Not now', onClick: () => {} }}
        confirm={{ label: 'Send request', onClick: send, busy: true }}
      />,
    );
    expect((container.firstElementChild as HTMLElement).className).toBe('refund-panel__actions');
    const sendButton = screen.getByRole('button', { name: /Send request/ });
    expect(sendButton.className).toContain('ui-button--primary');
    expect(sendButton.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(sendButton);
    expect(send).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Not now' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    rerender(
      <ConfirmActions
        cancel={{ label: 'Not now', onClick: () => {}, disabled: true }}
        confirm={{ label: 'Send request', onClick: send, busy: true }}
      />,
    );
    expect((screen.getByRole('button', { name: 'Not now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
