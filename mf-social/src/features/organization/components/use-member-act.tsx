import { useState } from 'react';
import { toUserMessage } from 'shared-api';
import { useMemberAction, type MemberAction } from '../api/organization-people';
import { logOrganizationFailure } from '../lib/log-organization-failure';

/** Runs a member action; a failure is logged (SPEC section 8) and shown in words by the section. */
export function useMemberAct(organizationId: string) {
  const mutation = useMemberAction(organizationId);
  const [problem, setProblem] = useState<string | null>(null);
  const act = (action: MemberAction, userId: string) => {
    setProblem(null);
    mutation.mutate(
      { action, userId },
      {
        onError: (error) => {
          logOrganizationFailure(action.kind, organizationId, error);
          setProblem(toUserMessage(error));
        },
      },
    );
  };
  const note = problem && (
    <p role="alert" className="ui-field__error">
      {problem}
    </p>
  );
  return { act, busy: mutation.isPending, note };
}
