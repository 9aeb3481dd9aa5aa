import { useEffect, useRef, useState } from 'react';
import { toUserMessage } from 'shared-api';
import {
  useDeclineOrganizationInvitation,
  useOwnOrganizationAction,
  type OwnOrganizationAction,
} from '../api/own-membership';
import { logOrganizationFailure } from '../lib/log-organization-failure';
import type { Confirmable } from './membership-confirmation';

/** SPEC section 4: the button stays busy this long after an action answers. */
export const ORGANIZATION_PAUSE_MS = 500;

/**
 * What the membership button does: runs the person's own action (or declines their invitation),
 * busy while it runs and 500 ms after; asks first for what cannot be undone alone; a refusal is
 * logged and kept in words. The button that asked a question gets focus back when the question
 * closes unanswered or refused, so a keyboard user is not dropped to the top of the page.
 */
export function useMembershipActions(organizationId: string) {
  const action = useOwnOrganizationAction(organizationId);
  const decline = useDeclineOrganizationInvitation(organizationId);
  const [pausing, setPausing] = useState(false);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const opener = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (confirming || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [confirming]);
  const closeQuestion = () => {
    refocus.current = true;
    setConfirming(null);
  };

  const ask = (what: Confirmable) => {
    setProblem(null);
    setConfirming(what);
  };

  function run(what: OwnOrganizationAction | 'decline') {
    setProblem(null);
    const settle = {
      onSuccess: () => {
        setConfirming(null);
        setPausing(true);
        timer.current = setTimeout(() => setPausing(false), ORGANIZATION_PAUSE_MS);
      },
      // SPEC section 8 has the failure logged; the reason is shown in words where the question was.
      onError: (error: Error) => {
        logOrganizationFailure(what, organizationId, error);
        if (confirming) closeQuestion();
        setProblem(toUserMessage(error));
      },
    };
    if (what === 'decline') decline.mutate(undefined, settle);
    else action.mutate(what, settle);
  }

  return {
    busy: action.isPending || decline.isPending || pausing,
    confirming,
    problem,
    opener,
    ask,
    run,
    cancelQuestion: () => {
      closeQuestion();
      setProblem(null);
    },
    clearProblem: () => setProblem(null),
  };
}
