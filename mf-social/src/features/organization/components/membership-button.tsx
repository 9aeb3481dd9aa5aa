import { useEffect, useRef, useState } from 'react';
import {
  toUserMessage,
  useDeclineOrganizationInvitation,
  useOwnOrganizationAction,
  type Organization,
  type OwnOrganizationAction,
} from 'shared-api';
import { Button, type ButtonSize } from 'shared-ui';
import { logOrganizationFailure } from '../lib/log-organization-failure';

/** SPEC section 4: the button stays busy this long after an action answers. */
export const ORGANIZATION_PAUSE_MS = 500;

const LEVEL_NAMES = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/**
 * The membership button (SPEC section 4): an invitation waiting is accepted, or declined beside
 * it; no standing shows Join (Closed and not allowed when access is closed); a request waiting
 * shows Requested and a press takes it back; a member sees their level, and a press offers Leave
 * and Cancel. Owners cannot leave: the API refuses and the reason is shown. Busy while a call runs
 * and 500 ms after.
 */
export function MembershipButton({
  organization,
  size,
}: {
  organization: Organization;
  /** `sm` in lists, where a row holds it beside a name (two buttons must fit a 375 px phone). */
  size?: ButtonSize;
}) {
  const action = useOwnOrganizationAction(organization.id);
  const decline = useDeclineOrganizationInvitation(organization.id);
  const [pausing, setPausing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const busy = action.isPending || decline.isPending || pausing;

  function run(what: OwnOrganizationAction | 'decline') {
    setProblem(null);
    const settle = {
      onSuccess: () => {
        setConfirming(false);
        setPausing(true);
        timer.current = setTimeout(() => setPausing(false), ORGANIZATION_PAUSE_MS);
      },
      // SPEC section 8 has the failure logged; the reason is also shown in words.
      onError: (error: Error) => {
        logOrganizationFailure(what, organization.id, error);
        setProblem(toUserMessage(error));
      },
    };
    if (what === 'decline') decline.mutate(undefined, settle);
    else action.mutate(what, settle);
  }

  const note = problem && (
    <p role="alert" className="org-button__problem">
      {problem}
    </p>
  );
  const { currentPrivilege, invitedPrivilege, name } = organization;

  if (invitedPrivilege && !currentPrivilege) {
    return (
      <div className="org-button">
        <span className="org-row-actions">
          <Button
            size={size}
            busy={busy}
            aria-label={`Accept invitation to join ${name}`}
            onClick={() => run('accept')}
          >
            Accept invitation
          </Button>
          <Button
            size={size}
            variant="secondary"
            disabled={busy}
            aria-label={`Decline the invitation to join ${name}`}
            onClick={() => run('decline')}
          >
            Decline
          </Button>
        </span>
        {note}
      </div>
    );
  }
  if (currentPrivilege === null) {
    const closed = organization.settings.access === 'closed';
    return (
      <div className="org-button">
        <Button
          size={size}
          busy={busy}
          disabled={closed}
          aria-label={closed ? `${name} is closed: members join by invitation` : `Join ${name}`}
          onClick={() => run('join')}
        >
          {closed ? 'Closed' : 'Join'}
        </Button>
        {note}
      </div>
    );
  }
  if (currentPrivilege === 'pending') {
    return (
      <div className="org-button">
        <Button
          size={size}
          variant="secondary"
          busy={busy}
          aria-label={`Requested; press to cancel your request to join ${name}`}
          onClick={() => run('cancel')}
        >
          Requested
        </Button>
        {note}
      </div>
    );
  }
  const level = LEVEL_NAMES[currentPrivilege];
  if (confirming) {
    return (
      <div className="org-button">
        <span role="group" aria-label={`Leave ${name}?`} className="org-button__confirm">
          <span>Leave {name}?</span>
          <Button size={size} variant="danger" busy={busy} onClick={() => run('leave')}>
            Leave
          </Button>
          <Button
            size={size}
            variant="secondary"
            onClick={() => {
              setConfirming(false);
              setProblem(null);
            }}
          >
            Cancel
          </Button>
        </span>
        {note}
      </div>
    );
  }
  return (
    <div className="org-button">
      <Button
        size={size}
        variant="secondary"
        busy={busy}
        aria-label={`${level} of ${name}; press to leave`}
        onClick={() => setConfirming(true)}
      >
        {level}
      </Button>
      {note}
    </div>
  );
}
