// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyEventForm } from '../lib/event-form-values';
import { EventPreview } from './event-preview';

afterEach(cleanup);

const preview = () => screen.getByTestId('event-preview');

describe('EventPreview', () => {
  it('shows the card the feed will show, in the event zone', () => {
    render(
      <EventPreview
        values={{
          ...emptyEventForm('simpleRsvp', 'America/Chicago'),
          name: '  Rooftop Social ',
          start: '2026-11-28T23:30',
          city: 'Chicago',
          state: 'IL',
          flyer: { urls: { small: '/v2/images/f/small', large: '/v2/images/f/large' } },
        }}
      />,
    );
    expect(preview().textContent).toContain('Rooftop Social');
    expect(preview().textContent).toContain('Sat, Nov 28 · 11:30 PM CST');
    expect(preview().textContent).toContain('Chicago, IL');
    expect(preview().querySelector('img')?.getAttribute('src')).toBe('/v2/images/f/small');
  });

  it('says what is still to come on an empty form, and repeats nothing to screen readers', () => {
    render(<EventPreview values={emptyEventForm('simpleRsvp', 'UTC')} />);
    expect(preview().textContent).toContain('Your event');
    expect(preview().textContent).toContain('Date and time to come');
    expect(preview().textContent).toContain('Location to be announced');
    expect(preview().getAttribute('aria-hidden')).toBe('true');
  });
});
