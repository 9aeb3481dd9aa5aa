// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi, createStaticSession } from 'shared-api';
import { createFakeFetch, errorReply, okReply, sampleUser } from 'shared-api/testing';
import { providersWith } from 'platform/testing';
import { hostKeys } from '../../../api/host-keys';
import { newScanNonce, scanPass, useScanPass } from './scan-pass';

afterEach(() => configureApi());

const outcome = { result: 'admitted', reason: null, guest: null, checkedInAt: 1, scannedAt: 1 };

describe('scanPass', () => {
  it('posts a scan with the pass code and nonce', async () => {
    const fetch = createFakeFetch(okReply(outcome));
    configureApi({ fetch });
    await expect(
      scanPass({ eventId: 'e1', qrToken: 'qr', nonce: 'abcdef123456' }, 'tok'),
    ).resolves.toEqual(outcome);
    expect(fetch.calls[0]?.method).toBe('POST');
    expect(fetch.calls[0]?.url).toBe('/v2/events/hosts/scan');
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
    expect(fetch.calls[0]?.body).toEqual({ eventId: 'e1', qrToken: 'qr', nonce: 'abcdef123456' });
  });

  it('makes a different nonce each time, in the allowed characters', () => {
    const a = newScanNonce();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newScanNonce()).not.toBe(a);
  });
});

describe('useScanPass', () => {
  it('sends a fresh nonce per scan, keeps a given one, and refreshes the event afterwards', async () => {
    const fetch = createFakeFetch(
      okReply(outcome),
      errorReply(409, 'already_checked_in', 'Already in'),
      okReply(outcome),
    );
    configureApi({ fetch });
    let reads = 0;
    const wrapper = providersWith(createStaticSession({ token: 'tok', user: sampleUser() }));
    const { result } = renderHook(
      () => ({
        probe: useQuery({ queryKey: [...hostKeys.event('e1'), 'probe'], queryFn: () => ++reads }),
        scan: useScanPass('e1'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(reads).toBe(1));
    await act(() => result.current.scan.mutateAsync({ qrToken: 'qr1' }));
    await act(() => result.current.scan.mutateAsync({ qrToken: 'qr1' }).catch(() => undefined));
    await act(() => result.current.scan.mutateAsync({ qrToken: 'qr1', nonce: 'retry-nonce-1' }));
    const nonces = fetch.calls.map((c) => (c.body as { nonce: string }).nonce);
    expect(nonces).toHaveLength(3);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces[2]).toBe('retry-nonce-1');
    // Refreshed after a refused scan too: the server may have changed something before refusing.
    await waitFor(() => expect(reads).toBe(4));
  });
});
