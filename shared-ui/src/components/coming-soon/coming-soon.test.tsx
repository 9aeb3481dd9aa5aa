import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoon } from './coming-soon';

describe('ComingSoon', () => {
  it('names the unbuilt area in its heading and offers the given way back', () => {
    render(<ComingSoon area="Chat" action={<a href="/app">Back to events</a>} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Chat is coming soon');
    expect(screen.getByRole('link', { name: 'Back to events' }).getAttribute('href')).toBe('/app');
  });
});
