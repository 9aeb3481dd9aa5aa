import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows the count', () => {
    const { container } = render(<Badge count={7} />);
    expect(container.textContent).toBe('7');
    expect(container.firstElementChild?.className).toBe('ui-badge ui-badge--brand');
  });

  it("shows '99+' above 99", () => {
    const { container } = render(<Badge count={120} />);
    expect(container.textContent).toBe('99+');
  });

  it('renders nothing at 0 unless asked', () => {
    expect(render(<Badge count={0} />).container.firstChild).toBeNull();
    expect(render(<Badge count={0} showZero />).container.textContent).toBe('0');
  });

  it('reads the true count and what it counts to screen readers', () => {
    render(<Badge count={120} label="unread notifications" tone="neutral" className="nav" />);
    const hidden = screen.getByText('120 unread notifications');
    expect(hidden.className).toBe('ui-visually-hidden');
    const badge = hidden.parentElement;
    expect(badge?.className).toBe('ui-badge ui-badge--neutral nav');
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toBe('99+');
  });

  it('takes a custom maximum', () => {
    expect(render(<Badge count={12} max={9} />).container.textContent).toBe('9+');
  });
});
