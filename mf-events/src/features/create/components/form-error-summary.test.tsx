// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormErrorSummary, summaryLine } from './form-error-summary';

afterEach(cleanup);

describe('FormErrorSummary', () => {
  it('counts and names every problem, a ticket type by its number', () => {
    render(
      <FormErrorSummary
        errors={{
          name: 'Give your event a name',
          city: 'Enter the city',
          'ticketTypes.1.price': 'Enter a price like 25 or 12.50 (0 for free)',
        }}
      />,
    );
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('3 things need fixing before saving:');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Give your event a name',
      'Enter the city',
      'Ticket type 2: Enter a price like 25 or 12.50 (0 for free)',
    ]);
  });

  it('says "One thing" for one, and shows nothing without errors', () => {
    const { rerender } = render(
      <FormErrorSummary errors={{ start: 'Choose when the event starts' }} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('One thing needs fixing');
    rerender(<FormErrorSummary errors={{}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a field that is not a ticket as its message', () => {
    expect(summaryLine('ticketTypes', 'Add at least one ticket type')).toBe(
      'Add at least one ticket type',
    );
  });
});
