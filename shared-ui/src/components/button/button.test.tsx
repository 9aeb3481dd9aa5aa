import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { buttonClassName } from './button-class-name';
import { IconButton } from './icon-button';

describe('Button', () => {
  it('is a primary, medium, non-submitting button by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('ui-button ui-button--primary ui-button--md');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('applies variant, size, block and className', () => {
    render(
      <Button variant="danger" size="lg" block className="mine">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button').className).toBe(
      'ui-button ui-button--danger ui-button--lg ui-button--block mine',
    );
  });

  it('calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy: keeps its name and focus, shows a spinner, ignores presses', () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Requested
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Requested' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.querySelector('.ui-button__spinner')).not.toBeNull();
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form twice while busy', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Pay
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Closed
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button');
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a decorative leading icon and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} icon={<svg data-testid="icon" />}>
        Share
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('buttonClassName', () => {
  it('gives links the look of a button', () => {
    expect(buttonClassName()).toBe('ui-button ui-button--primary ui-button--md');
    expect(buttonClassName({ variant: 'secondary', size: 'sm', className: 'x' })).toBe(
      'ui-button ui-button--secondary ui-button--sm x',
    );
  });
});

describe('IconButton', () => {
  it('is named by its aria-label, with the icon hidden', () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Close" onClick={onClick}>
        <svg data-testid="icon" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.className).toBe('ui-button ui-button--ghost ui-button--md ui-icon-button');
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a variant and size', () => {
    render(
      <IconButton aria-label="Like" variant="secondary" size="sm">
        ♥
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Like' }).className).toContain(
      'ui-button--secondary',
    );
  });
});
