import type { RefObject } from 'react';
import type { Organization } from 'contract';
import { Button, type ButtonSize } from 'shared-ui';
import type { OwnOrganizationAction } from '../api/own-membership';
import { LEVEL_NAMES } from '../lib/level-names';
import type { Confirmable } from './membership-confirmation';

interface Props {
  organization: Organization;
  size?: ButtonSize;
  busy: boolean;
  /** The button that asks a question, to get focus back when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
  run: (what: OwnOrganizationAction | 'decline') => void;
  ask: (what: Confirmable) => void;
}

/** An invitation waiting: accept it, or decline it beside (asked first). */
export function InvitationButtons({ organization, size, busy, opener, run, ask }: Props) {
  const { name } = organization;
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

/** No standing: Join, "Request to join" when an admin must accept, or Closed (not allowed). */
export function JoinButton({ organization, size, busy, run }: Omit<Props, 'opener' | 'ask'>) {
  const { access } = organization.settings;
  const { name } = organization;
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

/** A request waiting: Requested, and a press takes it back. */
export function RequestedButton({ organization, size, busy, run }: Omit<Props, 'opener' | 'ask'>) {
  return (
    <Button
      size={size}
      variant="secondary"
      busy={busy}
      aria-label={`Requested; press to cancel your request to join ${organization.name}`}
      onClick={() => run('cancel')}
    >
      Requested
    </Button>
  );
}

/** The owner's level: a press explains how to hand over instead of offering Leave. */
export function OwnerButton({
  organization,
  size,
  explaining,
  noteId,
  onToggle,
}: {
  organization: Organization;
  size?: ButtonSize;
  explaining: boolean;
  noteId: string;
  onToggle: () => void;
}) {
  return (
    <Button
      size={size}
      variant="secondary"
      aria-label={`Owner of ${organization.name}; press to see how to leave`}
      aria-expanded={explaining}
      aria-controls={explaining ? noteId : undefined}
      onClick={onToggle}
    >
      {LEVEL_NAMES.owner}
    </Button>
  );
}

/** A member's or an admin's level: a press asks whether to leave. */
export function LevelButton({
  organization,
  size,
  busy,
  opener,
  ask,
}: Omit<Props, 'run'> & { organization: Organization & { currentPrivilege: 'admin' | 'member' } }) {
  const level = LEVEL_NAMES[organization.currentPrivilege];
  return (
    <Button
      ref={opener}
      size={size}
      variant="secondary"
      busy={busy}
      aria-label={`${level} of ${organization.name}; press to leave`}
      onClick={() => ask('leave')}
    >
      {level}
    </Button>
  );
}
