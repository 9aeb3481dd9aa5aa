/**
 * The sign-in and sign-up steps in order (SPEC sections 2 and 4): phone, code, then for a new user
 * name, photo, birthday, gender, an optional Instagram handle and its confirmation, done.
 * Pure, so the order, the progress and where to resume are unit-tested.
 */
import { paths, type AuthStep, type SignUpDraft } from 'shared-api';

export const AUTH_STEPS = {
  start: paths.auth(),
  phone: paths.auth('phone'),
  otp: paths.auth('otp'),
  name: paths.auth('name'),
  photo: paths.auth('photo'),
  birthday: paths.auth('birthday'),
  gender: paths.auth('gender'),
  instagram: paths.auth('instagram'),
  confirmInstagram: paths.auth('confirmInstagram'),
  done: paths.auth('done'),
} as const;

/** The steps a new user walks after the code, in order. */
export const SIGN_UP_STEPS = [
  'name',
  'photo',
  'birthday',
  'gender',
  'instagram',
  'confirmInstagram',
  'done',
] as const satisfies readonly AuthStep[];
export type SignUpStep = (typeof SIGN_UP_STEPS)[number];

/**
 * What the progress indicator counts: the Instagram handle and its confirmation are one step to
 * the person, and `done` is the finish rather than a step.
 */
const PROGRESS_ORDER: readonly AuthStep[] = [
  'phone',
  'otp',
  'name',
  'photo',
  'birthday',
  'gender',
  'instagram',
];

export interface StepProgress {
  /** 1-based. */
  current: number;
  total: number;
}

export function stepProgress(step: AuthStep): StepProgress {
  const counted = step === 'confirmInstagram' ? 'instagram' : step;
  const index = counted === 'done' ? PROGRESS_ORDER.length - 1 : PROGRESS_ORDER.indexOf(counted);
  return { current: index + 1, total: PROGRESS_ORDER.length };
}

/**
 * The first sign-up step the draft has not answered: where a new user resumes after a reload or
 * after coming back to /auth. `null` answers count (Instagram skipped), `undefined` does not.
 */
export function firstMissingStep(draft: SignUpDraft): SignUpStep {
  if (!draft.name) return 'name';
  if (!draft.photo) return 'photo';
  if (!draft.birthday) return 'birthday';
  if (!draft.gender) return 'gender';
  if (draft.instagram === undefined) return 'instagram';
  return 'done';
}

/**
 * Whether a step may be shown for this draft: not past the first unanswered one (a deep link to
 * `done` with no name must not create a nameless user), and the confirmation only with a handle.
 */
export function canVisit(step: SignUpStep, draft: SignUpDraft): boolean {
  if (step === 'confirmInstagram') return canVisit('instagram', draft) && !!draft.instagram;
  const missing = firstMissingStep(draft);
  return SIGN_UP_STEPS.indexOf(step) <= SIGN_UP_STEPS.indexOf(missing);
}

/** Where Continue goes from a sign-up step, given the answers so far. */
export function nextStep(step: SignUpStep, draft: SignUpDraft): SignUpStep {
  if (step === 'instagram') return draft.instagram ? 'confirmInstagram' : 'done';
  const index = SIGN_UP_STEPS.indexOf(step);
  return SIGN_UP_STEPS[Math.min(index + 1, SIGN_UP_STEPS.length - 1)] ?? 'done';
}

/**
 * Where Back goes. `name` has none inside sign-up: the code is already used, so going back there
 * means starting over with another number (the name page offers that instead).
 */
export function previousStep(step: SignUpStep, draft: SignUpDraft): SignUpStep | null {
  if (step === 'name') return null;
  if (step === 'done') return draft.instagram ? 'confirmInstagram' : 'instagram';
  const index = SIGN_UP_STEPS.indexOf(step);
  return SIGN_UP_STEPS[index - 1] ?? null;
}
