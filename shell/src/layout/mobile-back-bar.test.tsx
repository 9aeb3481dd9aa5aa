// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileBackBar } from './mobile-back-bar';

function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <MobileBackBar />
      <Routes>
        <Route path="/app" element={<h1>Feed</h1>} />
        <Route path="/app/activity" element={<h1>Activity</h1>} />
        <Route path="/app/pass" element={<h1>Pass</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '');
});

describe('MobileBackBar', () => {
  it('offers Home on a page opened directly, where going back would leave the app', () => {
    window.history.replaceState({ idx: 0 }, '');
    renderAt(['/app/pass']);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('heading', { name: 'Feed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('goes back to the page the person came from within the app', () => {
    window.history.replaceState({ idx: 1 }, '');
    renderAt(['/app/activity', '/app/pass']);
    expect(screen.getByRole('navigation', { name: 'Back' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeTruthy();
  });
});
