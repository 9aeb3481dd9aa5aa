import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checkName } from '../lib/name';
import { useCheckedField } from './use-checked-field';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useCheckedField', () => {
  it('shows the refusal until the next edit, and sends nothing on', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useCheckedField('', checkName, onValid));
    const event = submitEvent();
    act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.error).toBe('Enter your name so friends can find you.');
    expect(onValid).not.toHaveBeenCalled();
    act(() => result.current.change('Ada'));
    expect(result.current.value).toBe('Ada');
    expect(result.current.error).toBeUndefined();
  });

  it('passes the checked, cleaned value on', () => {
    const onValid = vi.fn();
    const { result } = renderHook(() => useCheckedField('  Ada Lovelace  ', checkName, onValid));
    act(() => result.current.submit(submitEvent()));
    expect(onValid).toHaveBeenCalledWith('Ada Lovelace');
    expect(result.current.error).toBeUndefined();
  });
});
