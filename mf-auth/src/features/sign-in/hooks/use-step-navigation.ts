import { useCallback } from 'react';
import { useNavigate } from 'shared-ui/router';
import { signUpDraft, type SignUpDraft } from 'shared-api';
import { AUTH_STEPS, nextStep, previousStep, type SignUpStep } from '../lib/steps';

/**
 * Saves a step's answer into the draft (so a reload keeps it) and moves on; and where Back goes.
 */
export function useStepNavigation(step: SignUpStep, draft: SignUpDraft) {
  const navigate = useNavigate();
  const saveAndContinue = useCallback(
    (patch: SignUpDraft) => {
      const next = signUpDraft.update(patch);
      navigate(AUTH_STEPS[nextStep(step, next)]);
    },
    [navigate, step],
  );
  const previous = previousStep(step, draft);
  return {
    saveAndContinue,
    back: previous ? { to: AUTH_STEPS[previous] } : undefined,
  };
}
