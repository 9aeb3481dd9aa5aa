import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleEvent } from 'shared-api/testing';
import { initials } from 'shared-ui';
import { EventFlyer } from './event-flyer';

const withFlyer = sampleEvent('e1', {
  name: 'Rooftop',
  flyer: { urls: { small: '/v2/images/f/small', large: '/v2/images/f/large' } },
});

describe('EventFlyer', () => {
  it('waits until scrolled near by default', () => {
    render(<EventFlyer event={withFlyer} />);
    const img = screen.getByRole('img', { name: 'Flyer for Rooftop' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBe('auto');
  });

  it('loads at once and first when it is in the first screenful', () => {
    render(<EventFlyer event={withFlyer} size="large" priority />);
    const img = screen.getByRole('img', { name: 'Flyer for Rooftop' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('src')).toBe('/v2/images/f/large');
  });
});

describe('EventFlyer without a flyer', () => {
  it("draws the event's tile as the pass list does: its initials on its accent colour", () => {
    const { container } = render(
      <EventFlyer event={sampleEvent('e2', { name: 'Sunset Beach Volleyball', flyer: null })} />,
    );
    const tile = container.querySelector('.event-flyer--placeholder');
    expect(tile?.textContent).toBe(initials('Sunset Beach Volleyball'));
    expect(tile?.textContent).toBe('SV');
    expect(tile?.getAttribute('aria-hidden')).toBe('true');
  });
});
