import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../dialog/dialog';
import { ConfirmButton } from './confirm-button';
import { ConfirmDialog } from './confirm-dialog';

/** A promise the test settles by hand, to look at the dialog while the change is in flight. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderButton(onConfirm: () => Promise<unknown>) {
  render(
    <ConfirmButton
      label="Delete event"
      buttonProps={{ variant: 'danger' }}
      title="Delete this event?"
      confirmLabel="Delete"
      cancelLabel="Keep it"
      pendingText="Deleting the event…"
      tone="danger"
      onConfirm={onConfirm}
      describeError={(error) => `Could not delete: ${String(error)}`}
    >
      <p>It will be gone for everyone.</p>
    </ConfirmButton>,
  );
}

describe('ConfirmButton', () => {
  it('asks first: nothing happens until the change is confirmed, and the safe choice closes', () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderButton(onConfirm);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    expect(within(dialog).getByText('It will be gone for everyone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says the change is under way, holds the safe choice, then closes once it is made', async () => {
    const change = deferred();
    renderButton(() => change.promise);
    fireEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByText('Deleting the event…')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Keep it' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Esc while the change is in flight does not pretend it was cancelled.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => change.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says in words why the change failed and stays open to try again', async () => {
    const first = deferred();
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce(undefined);
    renderButton(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(async () => first.reject('tickets were sold'));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Could not delete: tickets were sold',
    );
    expect(within(dialog).queryByText('Deleting the event…')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(async () => {});
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('says a failure in general words when it is given no way to describe it', async () => {
    render(
      <ConfirmDialog
        title="Pay out?"
        confirmLabel="Pay out"
        onConfirm={() => Promise.reject(new Error('boom'))}
        onClose={() => {}}
      >
        <p>To your bank.</p>
      </ConfirmDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay out' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/something went wrong/i);
  });

  it('inside another dialog, Esc closes the confirmation alone', () => {
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <Dialog title="Co-hosts" onClose={closeOuter}>
        <ConfirmDialog
          title="Step down?"
          confirmLabel="Step down"
          onConfirm={() => Promise.resolve()}
          onClose={closeInner}
        >
          <p>You lose the dashboard.</p>
        </ConfirmDialog>
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Step down?' }), { key: 'Escape' });
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});
