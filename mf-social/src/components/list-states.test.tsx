import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from 'platform/testing';
import { ListStates } from './list-states';

const empty = { icon: '🧾', title: 'No receipts yet', message: 'Tickets show up here.' };

function show(state: { isPending?: boolean; error?: unknown; isEmpty?: boolean }) {
  const onRetry = vi.fn();
  const list = vi.fn(() => <p>The list</p>);
  renderPage(
    <ListStates
      isPending={state.isPending ?? false}
      error={state.error ?? null}
      onRetry={onRetry}
      loading="Loading your receipts"
      failed="We couldn't load your receipts"
      isEmpty={state.isEmpty ?? false}
      empty={empty}
    >
      {list}
    </ListStates>,
    { path: '/', at: '/' },
  );
  return { onRetry, list };
}

describe('ListStates', () => {
  it('shows the spinner while loading, and not the list', () => {
    const { list } = show({ isPending: true });
    expect(screen.getByText('Loading your receipts')).toBeTruthy();
    expect(list).not.toHaveBeenCalled();
  });

  it('says a failure in words, and Retry asks again', () => {
    const { onRetry, list } = show({ error: new Error('The server is down') });
    expect(screen.getByText("We couldn't load your receipts")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(list).not.toHaveBeenCalled();
  });

  it('offers Find events when there is nothing yet', () => {
    show({ isEmpty: true });
    expect(screen.getByText('No receipts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find events' }).getAttribute('href')).toBe('/app');
  });

  it('shows the list otherwise', () => {
    show({});
    expect(screen.getByText('The list')).toBeTruthy();
  });
});
