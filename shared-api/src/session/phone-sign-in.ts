/**
 * Phone sign-in (SPEC sections 1 and 4: phone, then the one-time code). The confirmation and the
 * reCAPTCHA live in module state, not in a component, so the code step survives the phone page
 * unmounting and the otp page (possibly another remote) mounting.
 */
import type { Auth, ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';
import { userExists } from '../users/users-api';
import { loadAuth } from './firebase-session';
import { SessionError, toSessionError } from './session-error';

export interface PhoneCodeResult {
  /** True when the account has no user record yet: continue with the sign-up steps. */
  isNewUser: boolean;
}

/** The last code texted: the code step shows the number, counts down to a resend and resends. */
export interface PhoneCodeRequest {
  phoneE164: string;
  /** `Date.now()` when the code was sent. */
  sentAt: number;
}

/** How long the code step waits before offering to text a new code. */
export const PHONE_CODE_RESEND_COOLDOWN_MS = 30_000;

let confirmation: ConfirmationResult | null = null;
let lastRequest: PhoneCodeRequest | null = null;
let verifier: RecaptchaVerifier | null = null;
let verifierHost: HTMLElement | null = null;
let verifierElement: HTMLElement | null = null;
let sending: Promise<void> | null = null;

/**
 * Texts a one-time code to `phoneE164` (e.g. `+15555550100`). `container` (an element or its id)
 * hosts the invisible reCAPTCHA; it must stay in the document until this resolves.
 * @throws SessionError, e.g. `invalid_phone_number`, `too_many_requests`.
 */
export function sendPhoneCode(phoneE164: string, container: HTMLElement | string): Promise<void> {
  // A double tap must not text two codes (the first would be invalidated by the second).
  sending ??= send(phoneE164, container).finally(() => {
    sending = null;
  });
  return sending;
}

async function send(phoneE164: string, container: HTMLElement | string): Promise<void> {
  // Firebase loads here at the latest: the first page of a visitor never waited for it.
  const [auth, firebaseAuth] = await Promise.all([loadAuth(), import('firebase/auth')]);
  const { signInWithPhoneNumber } = firebaseAuth;
  // Outside the try: a missing container is a wiring bug, not something to show the person.
  const appVerifier = verifierFor(auth, firebaseAuth.RecaptchaVerifier, container);
  try {
    confirmation = await signInWithPhoneNumber(auth, phoneE164, appVerifier);
    lastRequest = { phoneE164, sentAt: Date.now() };
  } catch (error) {
    // A failed or expired reCAPTCHA cannot be reused: the next attempt starts on a fresh one.
    clearVerifier();
    throw toSessionError(error);
  }
}

export function hasPendingPhoneCode(): boolean {
  return confirmation !== null;
}

/**
 * The last code sent in this page's life (kept after a wrong or expired code, so the person can
 * ask for a new one to the same number), or null.
 */
export function lastPhoneCodeRequest(): PhoneCodeRequest | null {
  return lastRequest;
}

/** Milliseconds until a new code may be sent to the last number; 0 when it may be sent now. */
export function phoneCodeResendWait(now = Date.now()): number {
  if (!lastRequest) return 0;
  return Math.max(0, lastRequest.sentAt + PHONE_CODE_RESEND_COOLDOWN_MS - now);
}

/**
 * Checks the code the person typed; on success they are signed in (the SessionProvider sees it).
 * @throws SessionError (`invalid_code` keeps the pending code for another try; `code_expired` and
 *   `no_pending_code` mean send a new one), or ApiError when the user-record check fails.
 */
export async function confirmPhoneCode(code: string): Promise<PhoneCodeResult> {
  const pending = confirmation;
  if (!pending) throw new SessionError('no_pending_code');

  let token: string;
  try {
    const credential = await pending.confirm(code.trim());
    token = await credential.user.getIdToken();
  } catch (error) {
    const sessionError = toSessionError(error);
    if (sessionError.code !== 'invalid_code' && sessionError.code !== 'missing_code') {
      confirmation = null;
    }
    throw sessionError;
  }
  confirmation = null;
  clearVerifier();
  return { isNewUser: !(await userExists(token)) };
}

/** Forgets any pending code and reCAPTCHA, e.g. on sign-out or when leaving the auth flow. */
export function resetPhoneSignIn(): void {
  confirmation = null;
  lastRequest = null;
  clearVerifier();
}

/**
 * Reuses the verifier while the same container is on the page (Firebase resets the widget after
 * each use); otherwise starts a new one. It renders into a child element created here, because
 * reCAPTCHA refuses to render twice into the same element, and React may keep the container.
 */
function verifierFor(
  auth: Auth,
  Verifier: typeof RecaptchaVerifier,
  container: HTMLElement | string,
): RecaptchaVerifier {
  const host = resolveContainer(container);
  if (verifier && verifierHost === host && verifierElement?.isConnected) return verifier;

  clearVerifier();
  const element = host.ownerDocument.createElement('div');
  host.appendChild(element);
  verifier = new Verifier(auth, element, { size: 'invisible' });
  verifierHost = host;
  verifierElement = element;
  return verifier;
}

function resolveContainer(container: HTMLElement | string): HTMLElement {
  if (typeof container !== 'string') return container;
  const element = document.getElementById(container);
  if (!element) throw new Error(`sendPhoneCode: no element with id "${container}" is on the page.`);
  return element;
}

function clearVerifier(): void {
  try {
    verifier?.clear();
  } catch {
    // Already destroyed: nothing left to clear.
  }
  verifierElement?.remove();
  verifier = null;
  verifierHost = null;
  verifierElement = null;
}
