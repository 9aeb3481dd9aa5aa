import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, type FetchLike } from 'shared-api';
import { createFakeFetch, errorReply, okReply } from 'shared-api/testing';
import { usePhotoUpload } from './use-photo-upload';

const stored = (id: string) => ({
  urls: { small: `/v2/images/files/${id}-small.webp`, large: `/v2/images/files/${id}-large.webp` },
});
const png = (name = 'me.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const token = () => Promise.resolve('tok');

beforeEach(() => {
  // jsdom has no object URLs.
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => configureApi());

describe('usePhotoUpload', () => {
  it('shows the file at once, uploads it with the token and hands the stored image on', async () => {
    const fetch = createFakeFetch(okReply({ image: stored('a') }, 201));
    configureApi({ fetch });
    const onUploaded = vi.fn();
    const { result } = renderHook(() => usePhotoUpload(onUploaded, token));

    let upload!: Promise<void>;
    act(() => {
      upload = result.current.choose(png());
    });
    expect(result.current.state).toEqual({ status: 'uploading', previewUrl: 'blob:preview-1' });
    await act(() => upload);

    expect(result.current.state).toMatchObject({ status: 'done', image: stored('a') });
    expect(onUploaded).toHaveBeenCalledWith(stored('a'));
    expect(fetch.calls[0]).toMatchObject({ url: '/v2/images/', method: 'POST' });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('refuses a wrong type or a file over 10 MB without uploading', async () => {
    const fetch = createFakeFetch(okReply({ image: stored('a') }, 201));
    configureApi({ fetch });
    const { result } = renderHook(() => usePhotoUpload(vi.fn(), token));

    await act(() => result.current.choose(new File(['x'], 'a.pdf', { type: 'application/pdf' })));
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'Choose a JPEG, PNG, WebP or GIF image.',
    });
    const big = { ...png(), type: 'image/png', size: 10 * 1024 * 1024 + 1 } as unknown as File;
    await act(() => result.current.choose(big));
    expect(result.current.state).toMatchObject({ message: expect.stringContaining('10 MB') });
    expect(fetch.calls).toHaveLength(0);
  });

  it("words the server's refusal", async () => {
    configureApi({
      fetch: createFakeFetch(
        errorReply(
          415,
          'unsupported_media_type',
          'Only JPEG, PNG, WebP or GIF images are accepted',
        ),
      ),
    });
    const onUploaded = vi.fn();
    const { result } = renderHook(() => usePhotoUpload(onUploaded, token));
    await act(() => result.current.choose(png('fake.png')));
    expect(result.current.state).toEqual({
      status: 'error',
      message: 'Choose a JPEG, PNG, WebP or GIF image.',
    });
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('lets a newer choice win over an older upload that finishes late', async () => {
    const releases: (() => void)[] = [];
    let call = 0;
    const slowFirst: FetchLike = async () => {
      const id = ++call === 1 ? 'old' : 'new';
      if (id === 'old') await new Promise<void>((resolve) => releases.push(resolve));
      return new Response(JSON.stringify({ data: { image: stored(id) } }), { status: 201 });
    };
    configureApi({ fetch: slowFirst });
    const onUploaded = vi.fn();
    const { result } = renderHook(() => usePhotoUpload(onUploaded, token));

    let first!: Promise<void>;
    act(() => {
      first = result.current.choose(png('old.png'));
    });
    await act(() => result.current.choose(png('new.png')));
    await waitFor(() => expect(releases).toHaveLength(1));
    releases[0]!();
    await act(() => first);

    expect(result.current.state).toMatchObject({ status: 'done', image: stored('new') });
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(onUploaded).toHaveBeenCalledWith(stored('new'));
  });

  it('says so when the sign-in has ended', async () => {
    const { result } = renderHook(() => usePhotoUpload(vi.fn(), () => Promise.resolve(null)));
    await act(() => result.current.choose(png()));
    expect(result.current.state).toMatchObject({
      status: 'error',
      message: expect.stringContaining('sign-in has ended'),
    });
  });
});
