// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../testing/fixtures';
import type { Session } from './session';
import { useSession } from './session-context';
import { createStaticSession } from './session-value';
import { StaticSessionProvider } from './static-session-provider';
import { useActWhenSessionKnown } from './use-act-when-session-known';

const loading = createStaticSession({ status: 'loading' });
const signedIn = createStaticSession({ token: 'tok', user: sampleUser() });
const visitor = createStaticSession({});

/** The hook under a session the test swaps; `extra` is its `alsoWaitFor`. */
function setup(start: Session, extra = false) {
  const act = vi.fn<(what: string) => void>();
  const askToSignIn = vi.fn<(what: string) => void>();
  let session = start;
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
  );
  const view = renderHook(
    ({ alsoWaitFor }: { alsoWaitFor: boolean }) =>
      useActWhenSessionKnown(act, askToSignIn, { alsoWaitFor }),
    { wrapper, initialProps: { alsoWaitFor: extra } },
  );
  return {
    act,
    askToSignIn,
    result: view.result,
    swap: (next: Session, alsoWaitFor = extra) => {
      session = next;
      view.rerender({ alsoWaitFor });
    },
  };
}

describe('useActWhenSessionKnown', () => {
  it('acts at once for a signed-in person and asks a visitor at once', () => {
    const one = setup(signedIn);
    act(() => one.result.current.press('like'));
    expect(one.act).toHaveBeenCalledExactlyOnceWith('like');
    expect(one.result.current.waiting).toBe(false);

    const two = setup(visitor);
    act(() => two.result.current.press('like'));
    expect(two.askToSignIn).toHaveBeenCalledExactlyOnceWith('like');
    expect(two.act).not.toHaveBeenCalled();
  });

  it('holds a press made while the session loads, then acts once when it is signed in', () => {
    const hook = setup(loading);
    act(() => hook.result.current.press('like'));
    act(() => hook.result.current.press('again'));
    expect(hook.result.current.waiting).toBe(true);
    expect(hook.act).not.toHaveBeenCalled();
    expect(hook.askToSignIn).not.toHaveBeenCalled();

    act(() => hook.swap(signedIn));
    expect(hook.act).toHaveBeenCalledExactlyOnceWith('like');
    expect(hook.askToSignIn).not.toHaveBeenCalled();
    expect(hook.result.current.waiting).toBe(false);
  });

  it('asks a visitor to sign in once the session says signed out, without acting', () => {
    const hook = setup(loading);
    act(() => hook.result.current.press('like'));
    expect(hook.askToSignIn).not.toHaveBeenCalled();
    act(() => hook.swap(visitor));
    expect(hook.askToSignIn).toHaveBeenCalledExactlyOnceWith('like');
    expect(hook.act).not.toHaveBeenCalled();
    expect(hook.result.current.waiting).toBe(false);
  });

  it('runs the action of the render the session settles in, not the one pressed in', () => {
    const seen: boolean[] = [];
    let session = loading;
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <StaticSessionProvider session={session}>{children}</StaticSessionProvider>
    );
    const view = renderHook(
      () => {
        const { isLoggedIn } = useSession();
        return useActWhenSessionKnown(
          () => seen.push(isLoggedIn),
          () => seen.push(isLoggedIn),
        );
      },
      { wrapper },
    );
    act(() => view.result.current.press());
    session = signedIn;
    act(() => view.rerender());
    expect(seen).toEqual([true]);
  });

  it('with alsoWaitFor, a signed-in press waits for it too; a visitor does not', () => {
    const hook = setup(loading, true);
    act(() => hook.result.current.press('add'));
    act(() => hook.swap(signedIn, true));
    expect(hook.act).not.toHaveBeenCalled();
    expect(hook.result.current.waiting).toBe(true);
    act(() => hook.swap(signedIn, false));
    expect(hook.act).toHaveBeenCalledExactlyOnceWith('add');

    const other = setup(loading, true);
    act(() => other.result.current.press('add'));
    act(() => other.swap(visitor, true));
    expect(other.askToSignIn).toHaveBeenCalledExactlyOnceWith('add');
  });

  it('stops waiting when the session stops loading on an error, as a visitor (no record to act for)', () => {
    const hook = setup(loading);
    act(() => hook.result.current.press('like'));
    expect(hook.askToSignIn).not.toHaveBeenCalled();
    act(() => hook.swap(createStaticSession({ status: 'loading', error: new Error('offline') })));
    expect(hook.act).not.toHaveBeenCalled();
    expect(hook.askToSignIn).toHaveBeenCalledOnce();
  });
});
