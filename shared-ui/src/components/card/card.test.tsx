import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a padded div by default', () => {
    const { container } = render(<Card>Body</Card>);
    const card = container.firstElementChild;
    expect(card?.tagName).toBe('DIV');
    expect(card?.className).toBe('ui-card ui-card--pad-md');
    expect(card?.textContent).toBe('Body');
  });

  it('renders as another element, with padding, interactivity, attributes and ref', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Card
        as="article"
        padding="none"
        interactive
        className="event"
        aria-label="Launch party"
        ref={ref}
      >
        <a className="ui-stretched-link" href="/app/event/1">
          Launch party
        </a>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Launch party' });
    expect(card.className).toBe('ui-card ui-card--pad-none ui-card--interactive event');
    expect(ref.current).toBe(card);
  });
});
