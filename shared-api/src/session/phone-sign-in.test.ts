// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../http/api-config';
import { createFakeFetch, okReply } from '../testing/fake-fetch';
import { createFakeFirebase } from '../testing/fake-firebase';
import { initSession, resetSessionForTests } from './firebase-session';
import {
  confirmPhoneCode,
  hasPendingPhoneCode,
  lastPhoneCodeRequest,
  PHONE_CODE_RESEND_COOLDOWN_MS,
  phoneCodeResendWait,
  resetPhoneSignIn,
  sendPhoneCode,
} from './phone-sign-in';
import { isSessionError } from './session-error';
import { signOut } from './sign-out';

const firebase = vi.hoisted(() => ({
  current: null as ReturnType<typeof createFakeFirebase> | null,
}));
vi.mock('firebase/app', () => ({
  getApps: () => firebase.current!.app.getApps(),
  initializeApp: () => firebase.current!.app.initializeApp(),
}));
vi.mock('firebase/auth', () => ({
  getAuth: () => firebase.current!.authModule.getAuth(),
  initializeAuth: (app: unknown, deps: unknown) =>
    firebase.current!.authModule.initializeAuth(app, deps),
  indexedDBLocalPersistence: 'indexedDB',
  browserLocalPersistence: 'local',
  browserSessionPersistence: 'session',
  connectAuthEmulator: () => undefined,
  signOut: () => firebase.current!.authModule.signOut(),
  signInWithPhoneNumber: (...args: unknown[]) =>
    firebase.current!.authModule.signInWithPhoneNumber(...args),
  get RecaptchaVerifier() {
    return firebase.current!.authModule.RecaptchaVerifier;
  },
}));

let fake: ReturnType<typeof createFakeFirebase>;
let container: HTMLElement;

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

function confirmation(confirm: (code: string) => Promise<unknown>) {
  return { verificationId: 'v1', confirm: vi.fn(confirm) };
}
const signedIn = (token: string) => () =>
  Promise.resolve({ user: { getIdToken: () => Promise.resolve(token) } });

beforeEach(() => {
  fake = createFakeFirebase();
  firebase.current = fake;
  resetSessionForTests();
  initSession({ apiKey: 'k', projectId: 'demo-test' });
  container = document.createElement('div');
  container.id = 'recaptcha';
  document.body.append(container);
});

afterEach(() => {
  resetPhoneSignIn();
  container.remove();
  configureApi();
});

describe('sendPhoneCode', () => {
  it('renders an invisible reCAPTCHA in its own element and keeps the confirmation', async () => {
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(confirmation(signedIn('t')));
    await sendPhoneCode('+15555550100', 'recaptcha');
    const [call] = fake.authModule.signInWithPhoneNumber.mock.calls;
    expect(call?.[0]).toBe(fake.auth);
    expect(call?.[1]).toBe('+15555550100');
    expect(fake.verifiers).toHaveLength(1);
    expect(fake.verifiers[0]?.element.parentElement).toBe(container);
    expect(hasPendingPhoneCode()).toBe(true);
  });

  it('reuses the verifier on the same container, and starts a new one on another', async () => {
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(confirmation(signedIn('t')));
    await sendPhoneCode('+15555550100', container);
    await sendPhoneCode('+15555550100', container);
    expect(fake.verifiers).toHaveLength(1);

    const other = document.createElement('div');
    document.body.append(other);
    await sendPhoneCode('+15555550100', other);
    expect(fake.verifiers).toHaveLength(2);
    expect(fake.verifiers[0]).toMatchObject({ cleared: true });
    expect(fake.verifiers[0]?.element.isConnected).toBe(false);
    other.remove();
  });

  it('sends once for a double tap', async () => {
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(confirmation(signedIn('t')));
    await Promise.all([
      sendPhoneCode('+15555550100', container),
      sendPhoneCode('+15555550100', container),
    ]);
    expect(fake.authModule.signInWithPhoneNumber).toHaveBeenCalledOnce();
  });

  it('maps failures and starts the next try on a fresh reCAPTCHA', async () => {
    fake.authModule.signInWithPhoneNumber.mockRejectedValueOnce(
      firebaseError('auth/invalid-phone-number'),
    );
    const error = await sendPhoneCode('+1', container).catch((e: unknown) => e);
    expect(isSessionError(error) && error.code).toBe('invalid_phone_number');
    expect(fake.verifiers[0]).toMatchObject({ cleared: true });
    expect(container.childElementCount).toBe(0);
    expect(hasPendingPhoneCode()).toBe(false);

    fake.authModule.signInWithPhoneNumber.mockResolvedValue(confirmation(signedIn('t')));
    await sendPhoneCode('+15555550100', container);
    expect(fake.verifiers).toHaveLength(2);
  });

  it('says so when the container is not on the page', async () => {
    await expect(sendPhoneCode('+15555550100', 'nowhere')).rejects.toThrow(
      /no element with id "nowhere"/,
    );
  });
});

describe('confirmPhoneCode', () => {
  it('asks for a new code when none is pending', async () => {
    await expect(confirmPhoneCode('123456')).rejects.toMatchObject({
      code: 'no_pending_code',
      message: 'Your code expired or was already used. Send a new one.',
    });
  });

  it('signs in and tells a new user from a returning one', async () => {
    const fetch = createFakeFetch(okReply({ exists: false }));
    configureApi({ fetch });
    const pending = confirmation(signedIn('tok'));
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(pending);
    await sendPhoneCode('+15555550100', container);

    await expect(confirmPhoneCode(' 123456 ')).resolves.toEqual({ isNewUser: true });
    expect(pending.confirm).toHaveBeenCalledWith('123456');
    expect(fetch.calls[0]).toMatchObject({ url: '/v2/users/exists' });
    expect(fetch.calls[0]?.headers.Authorization).toBe('Bearer tok');
    expect(hasPendingPhoneCode()).toBe(false);
    expect(fake.verifiers[0]).toMatchObject({ cleared: true });
  });

  it('keeps the pending code after a wrong one, and drops it once expired', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ exists: true })) });
    let attempt = 0;
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(
      confirmation(() => {
        attempt++;
        if (attempt === 1) return Promise.reject(firebaseError('auth/invalid-verification-code'));
        return Promise.reject(firebaseError('auth/code-expired'));
      }),
    );
    await sendPhoneCode('+15555550100', container);

    await expect(confirmPhoneCode('000000')).rejects.toMatchObject({
      code: 'invalid_code',
      message: "That code isn't right. Check it and try again.",
    });
    expect(hasPendingPhoneCode()).toBe(true);
    await expect(confirmPhoneCode('111111')).rejects.toMatchObject({
      code: 'code_expired',
      message: 'That code has expired. Send a new one.',
    });
    expect(hasPendingPhoneCode()).toBe(false);
  });

  it('resolves a returning user', async () => {
    configureApi({ fetch: createFakeFetch(okReply({ exists: true })) });
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(confirmation(signedIn('tok')));
    await sendPhoneCode('+15555550100', container);
    await expect(confirmPhoneCode('123456')).resolves.toEqual({ isNewUser: false });
  });
});

describe('signOut', () => {
  it('signs out of Firebase and forgets a pending code', async () => {
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(confirmation(signedIn('t')));
    await sendPhoneCode('+15555550100', container);
    await signOut();
    expect(fake.authModule.signOut).toHaveBeenCalledOnce();
    expect(hasPendingPhoneCode()).toBe(false);
  });
});

describe('resend cooldown', () => {
  it('remembers the number and time of the last code, and counts down to a resend', async () => {
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(confirmation(signedIn('t')));
    expect(phoneCodeResendWait()).toBe(0);
    const before = Date.now();
    await sendPhoneCode('+15555550100', container);
    const sent = lastPhoneCodeRequest();
    expect(sent?.phoneE164).toBe('+15555550100');
    expect(sent!.sentAt).toBeGreaterThanOrEqual(before);
    expect(phoneCodeResendWait(sent!.sentAt)).toBe(PHONE_CODE_RESEND_COOLDOWN_MS);
    expect(phoneCodeResendWait(sent!.sentAt + 29_000)).toBe(1_000);
    expect(phoneCodeResendWait(sent!.sentAt + PHONE_CODE_RESEND_COOLDOWN_MS)).toBe(0);
  });

  it('keeps the last request after a wrong code, and forgets it on reset', async () => {
    fake.authModule.signInWithPhoneNumber.mockResolvedValue(
      confirmation(() => Promise.reject(firebaseError('auth/code-expired'))),
    );
    await sendPhoneCode('+15555550100', container);
    await expect(confirmPhoneCode('123456')).rejects.toMatchObject({ code: 'code_expired' });
    expect(hasPendingPhoneCode()).toBe(false);
    expect(lastPhoneCodeRequest()?.phoneE164).toBe('+15555550100');
    resetPhoneSignIn();
    expect(lastPhoneCodeRequest()).toBeNull();
  });

  it('records nothing when the send fails', async () => {
    fake.authModule.signInWithPhoneNumber.mockRejectedValue(
      firebaseError('auth/too-many-requests'),
    );
    await expect(sendPhoneCode('+15555550100', container)).rejects.toMatchObject({
      code: 'too_many_requests',
    });
    expect(lastPhoneCodeRequest()).toBeNull();
  });
});
