import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCENT_COLORS } from '../../tokens/colors';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the image with the name as alt text', () => {
    render(<Avatar name="Ada Lovelace" src="https://img.example/ada.jpg" size="lg" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('src')).toBe('https://img.example/ada.jpg');
    expect(img.className).toBe('ui-avatar ui-avatar--lg');
  });

  it('falls back to coloured initials without an image', () => {
    render(<Avatar name="Ada Lovelace" src={null} />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar.textContent).toBe('AL');
    expect(ACCENT_COLORS).toContain(avatar.style.getPropertyValue('--ui-avatar-bg'));
  });

  it('falls back to initials when the image fails, and tries a new src again', () => {
    const { rerender } = render(
      <Avatar name="Ada Lovelace" src="https://img.example/broken.jpg" />,
    );
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');

    rerender(<Avatar name="Ada Lovelace" src="https://img.example/new.jpg" />);
    expect(screen.getByRole('img').tagName).toBe('IMG');
  });

  it('keeps the same colour for the same key', () => {
    render(
      <>
        <Avatar name="Sam" colorKey="user_1" />
        <Avatar name="Samantha" colorKey="user_1" />
      </>,
    );
    const [a, b] = screen.getAllByRole('img');
    expect(a?.style.getPropertyValue('--ui-avatar-bg')).toBe(
      b?.style.getPropertyValue('--ui-avatar-bg'),
    );
  });

  it('can be decorative when the name is written beside it', () => {
    const { container } = render(
      <Avatar name="Ada" src="https://img.example/ada.jpg" decorative />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');

    const fallback = render(<Avatar name="Ada" decorative />).container.firstElementChild;
    expect(fallback?.getAttribute('aria-hidden')).toBe('true');
    expect(fallback?.hasAttribute('role')).toBe(false);
  });

  it('shows a person glyph and a generic label for an empty name', () => {
    render(<Avatar name="  " />);
    const avatar = screen.getByRole('img', { name: 'Unknown person' });
    expect(avatar.querySelector('svg')).not.toBeNull();
  });
});
