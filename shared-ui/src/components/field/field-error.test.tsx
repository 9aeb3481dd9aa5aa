import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './field-error';

describe('FieldError', () => {
  it('is the fields’ error line: its id, the glyph hidden from screen readers, the words', () => {
    render(
      <>
        <input aria-describedby="photo-error" aria-label="Photo" />
        <FieldError id="photo-error">Add a photo to continue.</FieldError>
      </>,
    );
    const line = document.getElementById('photo-error');
    expect(line?.className).toBe('ui-field__error');
    expect(line?.textContent).toBe('Add a photo to continue.');
    expect(line?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is announced as it appears when asked', () => {
    render(
      <FieldError id="gender-error" announce>
        Choose one
      </FieldError>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Choose one');
  });
});
