import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('offers a line break just before the "@", and reads as the whole address', () => {
    const { container } = render(<EmailText email="cami.1795791692482@stanford.edu" />);
    const text = container.querySelector('.campus-email');
    expect(text?.textContent).toBe('cami.1795791692482@stanford.edu');
    expect(text?.innerHTML).toBe('cami.1795791692482<wbr>@stanford.edu');
  });

  it('leaves a text without a local part as it is', () => {
    const { container } = render(<EmailText email="@stanford.edu" />);
    expect(container.querySelector('.campus-email')?.innerHTML).toBe('@stanford.edu');
  });
});
