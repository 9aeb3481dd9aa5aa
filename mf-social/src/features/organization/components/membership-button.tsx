import { useEffect, useId, useRef, useState } from 'react';
import { toUserMessage } from 'shared-api';
import type { Organization } from 'contract';
import { Button, type ButtonSize } from 'shared-ui';
import {
  useDeclineOrganizationInvitation,
  useOwnOrganizationAction,
  type OwnOrganizationAction,
} from '../api/own-membership';
import { LEVEL_NAMES } from '../lib/level-names';
import { logOrganizationFailure } from '../lib/log-organization-failure';
import { MembershipConfirmation, type Confirmable } from './membership-confirmation';
import { OwnerLeaveNote } from './owner-leave-note';

/** SPEC section 4: the button stays busy this long after an action answers. */
export const ORGANIZATION_PAUSE_MS = 500;

/**
 * The membership button (SPEC section 4): an invitation waiting is accepted, or declined beside
 * it (after a confirmation: only the organization can invite again); no standing shows Join, or
 * "Request to join" when an admin must accept (Closed and not allowed when access is closed); a
 * request waiting shows Requested and a press takes it back; a member or admin sees their level,
 * and a press offers Leave and Cancel. Owners cannot leave: their press explains how to hand the
 * organization over instead. A refusal closes the question and is shown in words. Busy while a
 * call runs and 500 ms after.
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
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [explaining, setExplaining] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const busy = action.isPending || decline.isPending || pausing;
  const noteId = useId();

  // The button that asked the question gets focus back when the question closes unanswered or
  // refused, so a keyboard user is not dropped to the top of the page with the question's buttons.
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
        logOrganizationFailure(what, organization.id, error);
        if (confirming) closeQuestion();
        setProblem(toUserMessage(error));
      },
    };
    if (what === 'decline') decline.mutate(undefined, settle);
    else action.mutate(what, settle);
  }

  return (
    <div className="org-button">
      {controls()}
      {explaining && organization.currentPrivilege === 'owner' && (
        <OwnerLeaveNote id={noteId} organizationId={organization.id} />
      )}
      {problem && (
        <p role="alert" className="org-button__problem">
          {problem}
        </p>
      )}
    </div>
  );

  /** The buttons for the person's standing, or the question a press asked to confirm. */
  function controls() {
    const { currentPrivilege, invitedPrivilege, name } = organization;
    if (confirming) {
      return (
        <MembershipConfirmation
          what={confirming}
          name={name}
          size={size}
          busy={busy}
          onConfirm={() => run(confirming)}
          onCancel={() => {
            closeQuestion();
            setProblem(null);
          }}
        />
      );
    }
    if (invitedPrivilege && !currentPrivilege) {
      return (
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
            ref={opener}
            size={size}
            variant="secondary"
            disabled={busy}
            aria-label={`Decline the invitation to join ${name}`}
            onClick={() => ask('decline')}
          >
            Decline
          </Button>
        </span>
      );
    }
    if (currentPrivilege === null) {
      const { access } = organization.settings;
      if (access === 'closed') {
        // SPEC section 4: Closed, not allowed. Drawn neutral: a faded brand button reads as broken.
        return (
          <Button
            size={size}
            variant="secondary"
            busy={busy}
            disabled
            aria-label={`${name} is closed: members join by invitation`}
          >
            Closed
          </Button>
        );
      }
      // By request, the press only asks: an admin accepts (the API answers `pending`).
      const label = access === 'request' ? 'Request to join' : 'Join';
      return (
        <Button size={size} busy={busy} aria-label={`${label} ${name}`} onClick={() => run('join')}>
          {label}
        </Button>
      );
    }
    if (currentPrivilege === 'pending') {
      return (
        <Button
          size={size}
          variant="secondary"
          busy={busy}
          aria-label={`Requested; press to cancel your request to join ${name}`}
          onClick={() => run('cancel')}
        >
          Requested
        </Button>
      );
    }
    if (currentPrivilege === 'owner') {
      return (
        <Button
          size={size}
          variant="secondary"
          aria-label={`Owner of ${name}; press to see how to leave`}
          aria-expanded={explaining}
          aria-controls={explaining ? noteId : undefined}
          onClick={() => {
            setProblem(null);
            setExplaining((open) => !open);
          }}
        >
          {LEVEL_NAMES.owner}
        </Button>
      );
    }
    const level = LEVEL_NAMES[currentPrivilege];
    return (
      <Button
        ref={opener}
        size={size}
        variant="secondary"
        busy={busy}
        aria-label={`${level} of ${name}; press to leave`}
        onClick={() => ask('leave')}
      >
        {level}
      </Button>
    );
  }
}
