import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import { fakeApi, providersWith, type Reply } from 'platform/testing';
import { usePaymentConfirmation } from './use-payment-confirmation';

afterEach(() => {
  configureApi();
  sessionStorage.clear();
});

const wrapper = providersWith(createStaticSession({ token: 'tok' }));

const result = (status: string): Reply => ({
  data: { status, message: `It is ${status}`, order: { id: 'o1', status }, passes: [] },
});

/** Replies in turn, the last one repeating. */
function inTurn(...replies: Reply[]) {
  let n = 0;
  return () => replies[Math.min(n++, replies.length - 1)]!;
}

describe('usePaymentConfirmation', () => {
  it('asks again while pending, with one Idempotency-Key, until the order completes', async () => {
    const calls = fakeApi({
      'PATCH /checkout/confirm': inTurn(result('pending'), result('pending'), result('completed')),
    });
    const { result: hook } = renderHook(
      () => usePaymentConfirmation('t1', { attempts: 5, intervalMs: 1 }),
      { wrapper },
    );
    await waitFor(() => expect(hook.current.state.phase).toBe('done'));
    expect(hook.current.state).toMatchObject({ result: { status: 'completed' } });
    expect(calls).toHaveLength(3);
    const keys = new Set(calls.map((c) => c.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
    expect(calls[0]?.body).toEqual({ transactionId: 't1' });
  });

  it('stops after the last attempt and reports still pending', async () => {
    const calls = fakeApi({ 'PATCH /checkout/confirm': result('pending') });
    const { result: hook } = renderHook(
      () => usePaymentConfirmation('t1', { attempts: 3, intervalMs: 1 }),
      { wrapper },
    );
    await waitFor(() => expect(hook.current.state.phase).toBe('done'));
    expect(hook.current.state).toMatchObject({ result: { status: 'pending' } });
    expect(calls).toHaveLength(3);
  });

  it('reports a failed payment as final, without asking again', async () => {
    const calls = fakeApi({ 'PATCH /checkout/confirm': result('failed') });
    const { result: hook } = renderHook(() => usePaymentConfirmation('t1', { intervalMs: 1 }), {
      wrapper,
    });
    await waitFor(() => expect(hook.current.state.phase).toBe('done'));
    expect(hook.current.state).toMatchObject({ result: { status: 'failed' } });
    expect(calls).toHaveLength(1);
  });

  it('shows the server sentence when confirming is refused', async () => {
    fakeApi({
      'PATCH /checkout/confirm': {
        status: 404,
        error: { code: 'not_found', message: 'No such checkout' },
      },
    });
    const { result: hook } = renderHook(() => usePaymentConfirmation('t1'), { wrapper });
    await waitFor(() =>
      expect(hook.current.state).toEqual({ phase: 'error', message: 'No such checkout' }),
    );
  });

  it('keeps the same key across a reload of the page', async () => {
    const calls = fakeApi({ 'PATCH /checkout/confirm': result('completed') });
    const first = renderHook(() => usePaymentConfirmation('t7'), { wrapper });
    await waitFor(() => expect(first.result.current.state.phase).toBe('done'));
    first.unmount();
    const again = renderHook(() => usePaymentConfirmation('t7'), { wrapper });
    await waitFor(() => expect(again.result.current.state.phase).toBe('done'));
    expect(calls[0]?.headers['Idempotency-Key']).toBe(calls[1]?.headers['Idempotency-Key']);
  });
});
