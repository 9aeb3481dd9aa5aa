import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('TextField', () => {
  it('is labelled and valid by default', () => {
    render(<TextField label="Event name" />);
    const input = screen.getByRole('textbox', { name: 'Event name' });
    expect(input.getAttribute('type')).toBe('text');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('links the hint with aria-describedby', () => {
    render(<TextField label="Username" hint="3 to 30 letters, numbers, _ or ." />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(describedBy(input)).toEqual(['3 to 30 letters, numbers, _ or .']);
  });

  it('marks an error with aria-invalid and links it after the hint', () => {
    render(
      <TextField
        label="Username"
        hint="Letters and numbers"
        error="That username is taken"
        aria-describedby="outside"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe('outside');
    expect(describedBy(input).slice(1)).toEqual(['Letters and numbers', 'That username is taken']);
  });

  it('keeps a hidden label for screen readers', () => {
    render(<TextField label="Search" hideLabel type="search" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.getByText('Search').className).toBe('ui-visually-hidden');
    expect(input).toBeDefined();
  });

  it('uses a given id, passes input attributes and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <TextField
        ref={ref}
        id="price"
        label="Price"
        inputMode="decimal"
        value="12"
        onChange={onChange}
        className="wrap"
        inputClassName="inner"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    expect(ref.current).toBe(input);
    expect(input.id).toBe('price');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.className).toBe('ui-input inner');
    expect(input.closest('.ui-field')?.className).toBe('ui-field wrap');
    fireEvent.change(input, { target: { value: '15' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('gives each field its own id', () => {
    render(
      <>
        <TextField label="First" hint="a" />
        <TextField label="Second" hint="b" />
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First' });
    const second = screen.getByRole('textbox', { name: 'Second' });
    expect(first.id).not.toBe(second.id);
    expect(describedBy(second)).toEqual(['b']);
  });

  it('shows leading and trailing add-ons inside the box', () => {
    render(<TextField label="Instagram" leading="@" trailing=".com" error="Too long" />);
    const input = screen.getByRole('textbox', { name: 'Instagram' });
    const group = input.closest('.ui-input-group');
    expect(group?.textContent).toBe('@.com');
    expect(group?.hasAttribute('data-invalid')).toBe(true);
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line field with hint and error', () => {
    render(<TextArea label="Bio" hint="At most 300 characters" error="Too long" />);
    const area = screen.getByRole('textbox', { name: 'Bio' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('rows')).toBe('4');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(area)).toEqual(['At most 300 characters', 'Too long']);
  });
});

describe('Select', () => {
  const options = [
    { value: 'female', label: 'Female' },
    { value: 'male', label: 'Male' },
    { value: 'other', label: 'Other', disabled: true },
  ];

  it('is a labelled native select with its options', () => {
    const onChange = vi.fn();
    render(<Select label="Gender" options={options} defaultValue="male" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gender' });
    expect(select.value).toBe('male');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Female',
      'Male',
      'Other',
    ]);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Other' }).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'female' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder that cannot be chosen', () => {
    render(<Select label="Gender" options={options} placeholder="Choose one" defaultValue="" />);
    const placeholder = screen.getByRole<HTMLOptionElement>('option', { name: 'Choose one' });
    expect(placeholder.value).toBe('');
    expect(placeholder.disabled).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('');
  });

  it('links hint and error', () => {
    render(<Select label="Gender" options={options} hint="Optional" error="Pick one" />);
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(select)).toEqual(['Optional', 'Pick one']);
  });
});
