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

/** What a press asks to be confirmed first: neither can be undone by the person alone. */
type Confirmable = 'leave' | 'decline';

/**
 * The membership button (SPEC section 4): an invitation waiting is accepted, or declined beside
 * it (after a confirmation: only the organization can invite again); no standing shows Join
 * (Closed and not allowed when access is closed); a request waiting shows Requested and a press
 * takes it back; a member sees their level, and a press offers Leave and Cancel. Owners cannot
 * leave: the API refuses and the reason is shown. Busy while a call runs and 500 ms after.
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
  const [problem, setProblem] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const busy = action.isPending || decline.isPending || pausing;

  function run(what: OwnOrganizationAction | 'decline') {
    setProblem(null);
    const settle = {
      onSuccess: () => {
        setConfirming(null);
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

  return (
    <div className="org-button">
      {controls()}
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
        <Confirmation
          what={confirming}
          name={name}
          size={size}
          busy={busy}
          onConfirm={() => run(confirming)}
          onCancel={() => {
            setConfirming(null);
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
            size={size}
            variant="secondary"
            disabled={busy}
            aria-label={`Decline the invitation to join ${name}`}
            onClick={() => setConfirming('decline')}
          >
            Decline
          </Button>
        </span>
      );
    }
    if (currentPrivilege === null) {
      const closed = organization.settings.access === 'closed';
      return (
        <Button
          size={size}
          busy={busy}
          disabled={closed}
          aria-label={closed ? `${name} is closed: members join by invitation` : `Join ${name}`}
          onClick={() => run('join')}
        >
          {closed ? 'Closed' : 'Join'}
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
    const level = LEVEL_NAMES[currentPrivilege];
    return (
      <Button
        size={size}
        variant="secondary"
        busy={busy}
        aria-label={`${level} of ${name}; press to leave`}
        onClick={() => setConfirming('leave')}
      >
        {level}
      </Button>
    );
  }
}

const QUESTIONS: Record<Confirmable, { question: (name: string) => string; yes: string }> = {
  leave: { question: (name) => `Leave ${name}?`, yes: 'Leave' },
  decline: { question: (name) => `Decline the invitation to join ${name}?`, yes: 'Decline' },
};

/**
 * The question in place of the buttons, with the action in red and Cancel. Focus moves to Cancel,
 * so a keyboard user lands on the safe choice where the pressed button was.
 */
function Confirmation({
  what,
  name,
  size,
  busy,
  onConfirm,
  onCancel,
}: {
  what: Confirmable;
  name: string;
  size?: ButtonSize;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const { question, yes } = QUESTIONS[what];
  return (
    <span role="group" aria-label={question(name)} className="org-button__confirm">
      <span>{question(name)}</span>
      <Button size={size} variant="danger" busy={busy} onClick={onConfirm}>
        {yes}
      </Button>
      <Button ref={cancel} size={size} variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </span>
  );
}
