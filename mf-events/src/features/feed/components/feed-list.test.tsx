import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'shared-ui/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { sampleEvent } from 'shared-api/testing';
import { FIRST_SCREENFUL, FeedList } from './feed-list';

const page = Array.from({ length: 20 }, (_, i) => sampleEvent(`e${i}`, { name: `Event ${i}` }));

let container: HTMLElement;
let root: Root;
const cards = () => container.querySelectorAll('li').length;

// Outside act(): act would finish the background render before handing back, and the point here
// is what the first commit holds.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const renderNow = (events: readonly ReturnType<typeof sampleEvent>[]) =>
  flushSync(() =>
    root.render(
      <BrowserRouter>
        <FeedList events={events} after={<p className="after">more</p>} />
      </BrowserRouter>,
    ),
  );
const after = () => container.querySelector('.after');

describe('FeedList', () => {
  it('commits the first screenful at once and the rest in a later render', async () => {
    renderNow(page);
    expect(cards()).toBe(FIRST_SCREENFUL);
    await waitFor(() => expect(cards()).toBe(page.length));
    // In order, with the first screenful's flyers first in line.
    const names = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(names).toEqual(page.map((e) => e.name));
  });

  it('shows what follows the list only once all of its cards have rendered', async () => {
    renderNow(page);
    // Below the first screenful alone, the next page's trigger would be in view at once.
    expect(after()).toBeNull();
    await waitFor(() => expect(cards()).toBe(page.length));
    expect(after()).not.toBeNull();
    // A next page: the trigger waits again until the new cards are in.
    renderNow([...page, sampleEvent('e20', { name: 'Event 20' })]);
    expect(after()).toBeNull();
    await waitFor(() => expect(after()).not.toBeNull());
    expect(cards()).toBe(page.length + 1);
  });

  it('keeps the cards on screen while a next page renders, then shows it', async () => {
    renderNow(page.slice(0, 10));
    await waitFor(() => expect(cards()).toBe(10));
    renderNow(page);
    expect(cards()).toBe(10);
    await waitFor(() => expect(cards()).toBe(page.length));
  });
});
